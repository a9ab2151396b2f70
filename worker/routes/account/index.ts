/**
 * The community's account routes: the posts of every account screen, the
 * verification link, the profile photo and the development mailbox. The
 * screens themselves (GET) are in the screen table like every other page.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { loginRoutes } from './login';
import { mailboxRoutes, MAILBOX_PATH } from './mailbox';
import { memberRoutes } from './member';
import { registerRoutes } from './register';

export const accountRoutes = new Hono<AppEnv>();
accountRoutes.route('/', registerRoutes);
accountRoutes.route('/', loginRoutes);
accountRoutes.route('/', memberRoutes);
accountRoutes.route(MAILBOX_PATH, mailboxRoutes);
