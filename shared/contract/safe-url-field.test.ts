import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ImageField, LinkField, SafeUrl } from './common';
import { BreadcrumbSchema, FooterMenuSchema, MenuSchema } from './navigation';
import { LatestNewsSchema } from './news';
import { HeaderMediaSchema } from './page';

const UNSAFE = ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x', '&#106;avascript:x', 'javascript&colon;x', 'file:///etc/passwd'];
const SAFE = ['/dementie', 'https://www.example.org/a?b=1#c', 'http://example.org', '//cdn.example.org/x.jpg', 'mailto:info@example.org', 'tel:0800-5088', '#inhoud', 'pagina'];

const image = (url: string) => ({ url, alt: '', width: 10, height: 10, crops: [{ url, width: 10 }, { url: '/files/ok.jpg', width: 20 }] });

describe('URL fields of the contract', () => {
  it('SafeUrl keeps safe URLs and empties unsafe ones', () => {
    for (const url of SAFE) expect(v.parse(SafeUrl, url), url).toBe(url);
    for (const url of UNSAFE) expect(v.parse(SafeUrl, url), url).toBe('');
  });

  it('a link or image with an unsafe URL is left out, not a failed parse', () => {
    for (const url of UNSAFE) {
      expect(v.parse(LinkField, { title: 'x', url })).toBeNull();
      expect(v.parse(ImageField, image(url))).toBeNull();
    }
    expect(v.parse(LinkField, { title: 'x', url: '/a' })).toEqual({ title: 'x', url: '/a', external: false });
    expect(v.parse(ImageField, image('/files/a.jpg'))?.crops).toHaveLength(2);
    expect(v.parse(ImageField, { ...image('/files/a.jpg'), crops: [{ url: 'data:x', width: 1 }] })?.crops).toEqual([]);
  });

  it('menus, footer and breadcrumbs drop the items with unsafe URLs (with their children)', () => {
    const menu = v.parse(MenuSchema, [
      { id: '1', title: 'Goed', url: '/a', children: [{ id: '2', title: 'Fout', url: 'javascript:x' }, { id: '3', title: 'Goed', url: '/b' }] },
      { id: '4', title: 'Fout', url: 'data:text/html,x', children: [{ id: '5', title: 'Kind', url: '/c' }] },
    ]);
    expect(menu.map((m) => m.id)).toEqual(['1']);
    expect(menu[0]!.children.map((m) => m.id)).toEqual(['3']);
    const footer = v.parse(FooterMenuSchema, [{ title: 'a', url: ' javascript:x' }, { title: 'b', url: '/b', sub_items: [{ title: 'c', url: 'vbscript:x' }] }]);
    expect(footer).toEqual([{ title: 'b', url: '/b', external: false, weight: 0, sub_items: [] }]);
    expect(v.parse(BreadcrumbSchema, [{ title: 'Home', url: '/' }, { title: 'x', url: 'javascript:x' }])).toEqual([{ title: 'Home', url: '/' }]);
  });

  it('news items with an unsafe path are left out; header media with an unsafe address becomes null', () => {
    const news = v.parse(LatestNewsSchema, { Items: [{ Title: 'a', PublicationDate: '2026-11-01', Data: { Path: 'javascript:x' } }, { Title: 'b', PublicationDate: '2026-11-01', Data: { Path: '/nieuws/b' } }] });
    expect(news.Items.map((i) => i.Title)).toEqual(['b']);
    expect(v.parse(HeaderMediaSchema, { kind: 'image', image: image('data:x') })).toBeNull();
    expect(v.parse(HeaderMediaSchema, { kind: 'video', video_type: 'youtube', video_id: 'x', iframe_url: 'javascript:x' })).toBeNull();
    expect(v.parse(HeaderMediaSchema, { kind: 'video', video_type: 'youtube', video_id: 'x', iframe_url: 'https://www.youtube-nocookie.com/embed/x', image: image('data:x') })).toMatchObject({ image: undefined });
  });
});
