import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { readConfig } from '../../worker/config';
import { BASE, get } from './helpers';

describe('/_formulieren, the form kit gallery', () => {
  it('shows every example of every form part, with the page token in its form, never indexed or cached', async () => {
    const { res, html } = await get('/_formulieren');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    for (const part of ['errorSummary', 'textField', 'textArea', 'radioFieldset', 'checkboxes', 'fileUpload', 'submitButton', 'postForm']) {
      expect(html, part).toContain(`data-form-part="${part}"`);
    }
    expect(html).toContain('<h1 class="an-page-intro__title">Formulieronderdelen</h1>');
  });

  it('does not exist in production', async () => {
    const res = await createApp(readConfig({ ...env, ENVIRONMENT: 'production' })).fetch(new Request(`${BASE}/_formulieren`), { ...env, ENVIRONMENT: 'production' }, createExecutionContext());
    expect(res.status).toBe(404);
    await res.text();
  });
});
