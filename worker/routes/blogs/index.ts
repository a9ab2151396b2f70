/**
 * The blogs' own routes (issue 38): the posts of their screens (writing,
 * reactions, following, moderation). The screens themselves (GET) are in
 * the screen table like every other page; the image storage is
 * worker/routes/blobstorage.ts.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { blogModerateRoutes } from './moderate';
import { blogReactRoutes } from './react';
import { blogWriteRoutes } from './write';

export const blogRoutes = new Hono<AppEnv>();
blogRoutes.route('/', blogWriteRoutes);
blogRoutes.route('/', blogReactRoutes);
blogRoutes.route('/', blogModerateRoutes);
