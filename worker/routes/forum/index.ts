/**
 * The forum's own routes (issue 37): the posts of its screens (writing,
 * following, groups, moderation, unsubscribe) and a post's short address.
 * The screens themselves (GET) are in the screen table like every other page.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { forumFollowRoutes } from './follow';
import { forumModerateRoutes } from './moderate';
import { forumNotificationRoutes } from './notifications';
import { forumWriteRoutes } from './write';

export const forumRoutes = new Hono<AppEnv>();
forumRoutes.route('/', forumWriteRoutes);
forumRoutes.route('/', forumFollowRoutes);
forumRoutes.route('/', forumModerateRoutes);
forumRoutes.route('/', forumNotificationRoutes);
