import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, youTubeEmbedUrl } from './embeds';

describe('mapEmbedUrl', () => {
  it('takes the src of a Google Maps embed iframe', () => {
    expect(
      mapEmbedUrl(
        '<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;z=3" width="600" onload="alert(1)"></iframe>',
      ),
    ).toBe('https://www.google.com/maps/embed?pb=!1m18&z=3');
  });

  it('takes the classic output=embed form on either Google host', () => {
    expect(
      mapEmbedUrl(
        '<iframe src="https://www.google.com/maps?q=8.389,76.977&z=15&output=embed" width="600"></iframe>',
      ),
    ).toBe('https://www.google.com/maps?q=8.389,76.977&z=15&output=embed');
    expect(mapEmbedUrl('https://maps.google.com/maps?q=Kochi&output=embed')).toBe(
      'https://maps.google.com/maps?q=Kochi&output=embed',
    );
  });

  it('refuses Maps pages that cannot be framed', () => {
    expect(mapEmbedUrl('https://www.google.com/maps?q=8.389,76.977')).toBeNull();
    expect(mapEmbedUrl('https://maps.google.com/maps/place/Kochi')).toBeNull();
    expect(mapEmbedUrl('https://www.google.com/search?q=maps&output=embed')).toBeNull();
  });

  it('refuses anything else', () => {
    expect(mapEmbedUrl('<iframe src="https://evil.example/maps/embed"></iframe>')).toBeNull();
    expect(mapEmbedUrl('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(mapEmbedUrl('<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>')).toBeNull();
    expect(mapEmbedUrl('<script>alert(1)</script>')).toBeNull();
    expect(mapEmbedUrl(null)).toBeNull();
  });
});

describe('youTubeEmbedUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
  ])('makes a no-cookie embed of %s', (link) => {
    expect(youTubeEmbedUrl(link)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('refuses links that are not YouTube videos', () => {
    expect(youTubeEmbedUrl('https://vimeo.com/12345')).toBeNull();
    expect(youTubeEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(youTubeEmbedUrl('')).toBeNull();
  });
});
