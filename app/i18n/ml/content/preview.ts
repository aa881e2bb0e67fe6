import type { PreviewContent } from '../../en/content/preview';

export const previewContent = {
  label: 'പ്രിവ്യൂ',
  draft: (until: string) =>
    `ഈ ഡ്രാഫ്റ്റ് ഇനിയും പ്രസിദ്ധീകരിച്ചിട്ടില്ല: ${until} വരെ ഈ ലിങ്ക് ഉള്ളവർക്കു മാത്രമേ ഇത് കാണാനാകൂ. പ്രസിദ്ധീകരിച്ചശേഷം സന്ദർശകർക്ക് ഇത് കണ്ടെത്താം, ബന്ധപ്പെടാനുള്ള ബട്ടണുകളും പ്രവർത്തിക്കും.`,
  listed: (until: string) => `സന്ദർശകർ കാണുന്നതുപോലെയാണ് ഈ പേജ്. ഈ പ്രിവ്യൂ ലിങ്ക് ${until} വരെ പ്രവർത്തിക്കും.`,
} satisfies PreviewContent;
