/**
 * The sample video host's token, shipped so the demo and the tests sync without the internet. A real
 * account's personal access token (with the `public` and `private` scopes) goes in VIDEO_HOST_TOKEN.
 */
export const SAMPLE_VIDEO_HOST_TOKEN = 'sample_vimeo_token_athan_stories';
