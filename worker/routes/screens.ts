import { applyScreen } from '../../shared/pages/application/apply';
import { corporateThanksScreen, volunteerThanksScreen } from '../../shared/pages/application/thanks';
import { cmsPageScreen, homeScreen } from '../../shared/pages/cms-page';
import { cookiesScreen } from '../../shared/pages/cookies';
import { memoryTestEntryScreen } from '../../shared/pages/memory-test/entry';
import { memoryTestResultScreen } from '../../shared/pages/memory-test/result';
import { memoryTestStepScreen } from '../../shared/pages/memory-test/step';
import { newsOverviewScreen, regionNewsOverviewScreen } from '../../shared/pages/news-overview';
import { previewScreen } from '../../shared/pages/preview';
import { searchScreen } from '../../shared/pages/search';
import { activitySearchScreen, regionActivitiesScreen } from '../../shared/pages/activity-list';
import { locationOverviewScreen } from '../../shared/pages/location-overview';
import { regionOverviewScreen } from '../../shared/pages/region-overview';
import { deleteConfirmScreen, deleteScreen } from '../../shared/pages/account/delete';
import { forgotScreen, loginScreen, resendScreen, resetScreen } from '../../shared/pages/account/login';
import { memberScreen } from '../../shared/pages/account/member';
import { logoutScreen, registeredScreen, verifiedScreen } from '../../shared/pages/account/messages';
import { profileScreen } from '../../shared/pages/account/profile';
import { registerScreen } from '../../shared/pages/account/register';
import { settingsScreen } from '../../shared/pages/account/settings';
import type { ScreenModule } from '../../shared/pages/screen';
import { carerTestStartScreen } from '../../shared/pages/carer-test/start';
import { carerTestQuestionScreen } from '../../shared/pages/carer-test/question';
import { carerTestResultScreen } from '../../shared/pages/carer-test/result';
import { trainingOverviewScreen } from '../../shared/pages/training/overview';
import { trainingStartScreen } from '../../shared/pages/training/start';
import { trainingStepScreen } from '../../shared/pages/training/step';
import { trainingResultScreen, trainingSummaryScreen } from '../../shared/pages/training/summary';
import { trainingCertificateScreen } from '../../shared/pages/training/certificate-form';
import { certificateScreen } from '../../shared/pages/training/certificate';
import { tipsUnsubscribeScreen } from '../../shared/pages/training/unsubscribe';
import { composeScreen } from '../../shared/pages/forum/compose';
import { conversationScreen } from '../../shared/pages/forum/conversation';
import { groupScreen, groupsScreen } from '../../shared/pages/forum/groups';
import { landingScreen } from '../../shared/pages/forum/landing';
import { forumOverviewScreen } from '../../shared/pages/forum/overview';
import { postScreen } from '../../shared/pages/forum/post-screens';
import { unsubscribeScreen } from '../../shared/pages/forum/unsubscribe';
import { logScreen } from '../../shared/pages/moderation/log';
import { queueScreen } from '../../shared/pages/moderation/queue';
import { wordsScreen } from '../../shared/pages/moderation/words';
import { blogScreen } from '../../shared/pages/blogs/blog';
import { confirmScreen } from '../../shared/pages/blogs/confirm';
import { entryScreen } from '../../shared/pages/blogs/entry';
import { libraryScreen } from '../../shared/pages/blogs/library';
import { mineScreen } from '../../shared/pages/blogs/mine';
import { blogsOverviewScreen } from '../../shared/pages/blogs/overview';
import { writeScreen } from '../../shared/pages/blogs/write';
import type { ScreenName } from '../../shared/routes';
import { expertAskedScreen, expertAskScreen } from '../../shared/pages/experts/ask';
import { expertOwnProfileScreen } from '../../shared/pages/experts/own-profile';
import { expertGroupScreen, expertOverviewScreen, expertProfileScreen, expertTopicScreen } from '../../shared/pages/experts/public';
import { expertQuestionScreen } from '../../shared/pages/experts/question';
import { expertQueueScreen } from '../../shared/pages/experts/queue';
import { expertReplyScreen } from '../../shared/pages/experts/reply';
import { contactRequestScreen, inboxBlockScreen, inboxRemoveScreen, inboxReportScreen } from '../../shared/pages/inbox/actions';
import { inboxConversationScreen } from '../../shared/pages/inbox/conversation';
import { inboxScreen } from '../../shared/pages/inbox/overview';

/**
 * The screen table: every screen of the route table (shared/routes.ts) and
 * its module (a loader and a view, shared/pages/screen.ts). Screens still
 * null belong to later issues and answer 404 until they land. A new screen is
 * one module and one line here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen has its own data type
export const SCREEN_TABLE: Record<ScreenName, ScreenModule<any> | null> = {
  home: homeScreen,
  cms_page: cmsPageScreen,
  cookies: cookiesScreen,
  search: searchScreen,
  preview: previewScreen,
  region_overview: regionOverviewScreen,
  location_overview: locationOverviewScreen,
  region_activities: regionActivitiesScreen,
  activity_search: activitySearchScreen,
  // The CMS page at this address (regio_vacancies, issue 15); 404 while there is none.
  region_vacancies: cmsPageScreen,
  news_overview: newsOverviewScreen,
  region_news_overview: regionNewsOverviewScreen,
  vacancy_apply_regional: applyScreen('regional'),
  vacancy_apply_national: applyScreen('national'),
  vacancy_apply_contact_request: applyScreen('contact-request'),
  vacancy_apply_corporate: applyScreen('corporate'),
  vacancy_thanks: volunteerThanksScreen,
  corporate_vacancy_thanks: corporateThanksScreen,
  memory_test: memoryTestEntryScreen,
  memory_test_self: memoryTestStepScreen('forMyself'),
  memory_test_other: memoryTestStepScreen('forOthers'),
  memory_test_result_self: memoryTestResultScreen('forMyself'),
  memory_test_result_other: memoryTestResultScreen('forOthers'),
  account_register: registerScreen,
  account_registered: registeredScreen,
  account_verified: verifiedScreen,
  account_resend: resendScreen,
  account_login: loginScreen,
  account_logout: logoutScreen,
  account_forgot: forgotScreen,
  account_reset: resetScreen,
  account_profile: profileScreen,
  account_settings: settingsScreen,
  account_delete: deleteScreen,
  account_delete_confirm: deleteConfirmScreen,
  member_profile: memberScreen,
  // A file, not a page: worker/routes/account/photo.ts serves it before the screens.
  member_photo: null,
  carer_test: carerTestStartScreen,
  carer_test_question: carerTestQuestionScreen,
  carer_test_result: carerTestResultScreen,
  training_overview: trainingOverviewScreen,
  training_start: trainingStartScreen,
  training_step: trainingStepScreen(false),
  training_feedback: trainingStepScreen(true),
  training_summary: trainingSummaryScreen,
  training_result: trainingResultScreen,
  training_certificate: trainingCertificateScreen,
  certificate: certificateScreen,
  // A file, not a page: worker/routes/certificate.ts serves it before the screens.
  certificate_image: null,
  tips_unsubscribe: tipsUnsubscribeScreen,
  // The forum and groups (issue 37); forum_action routes are posts the worker answers (worker/routes/forum/).
  community_landing: landingScreen,
  forum_overview: forumOverviewScreen,
  forum_new: composeScreen,
  forum_conversation: conversationScreen,
  forum_post_edit: postScreen('edit'),
  forum_post_delete: postScreen('delete'),
  forum_post_report: postScreen('report'),
  forum_action: null,
  groups_overview: groupsScreen,
  group_page: groupScreen,
  notifications_unsubscribe: unsubscribeScreen,
  moderation_queue: queueScreen,
  moderation_log: logScreen,
  moderation_words: wordsScreen,
  // Blogs and poems (issue 38); blog_action routes are posts and files the worker answers (worker/routes/blogs/, worker/routes/blobstorage.ts).
  blogs_overview: blogsOverviewScreen,
  blog_page: blogScreen,
  blog_entry: entryScreen,
  blog_write: writeScreen,
  blog_mine: mineScreen,
  blog_confirm: confirmScreen,
  blog_action: null,
  picture_library: libraryScreen,
  // Ask an expert and the inbox (issue 39); their posts are forum_action routes (worker/routes/experts/, worker/routes/inbox/).
  expert_overview: expertOverviewScreen,
  expert_group: expertGroupScreen,
  expert_topic: expertTopicScreen,
  expert_profile: expertProfileScreen,
  expert_ask: expertAskScreen,
  expert_asked: expertAskedScreen,
  expert_reply: expertReplyScreen,
  expert_queue: expertQueueScreen,
  expert_question: expertQuestionScreen,
  expert_own_profile: expertOwnProfileScreen,
  inbox_overview: inboxScreen,
  inbox_conversation: inboxConversationScreen,
  inbox_remove: inboxRemoveScreen,
  inbox_block: inboxBlockScreen,
  inbox_report: inboxReportScreen,
  contact_request: contactRequestScreen,
};
