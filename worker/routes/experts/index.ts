/**
 * Ask an expert's own routes (issue 39): the posts of its forms. The screens
 * themselves (GET) are in the screen table like every other page.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { expertAskRoutes } from './ask';
import { expertWorkRoutes } from './work';

export const expertRoutes = new Hono<AppEnv>();
expertRoutes.route('/', expertAskRoutes);
expertRoutes.route('/', expertWorkRoutes);
