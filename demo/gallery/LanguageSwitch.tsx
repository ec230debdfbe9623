import * as React from 'react';
import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useStrings } from './useStrings';

const LANGUAGES = [
  { value: 'zh-CN', label: '中文' },
  { value: 'en-US', label: 'English' },
];
const KEY = 'bo-gallery-lang';

/** Sets `<html lang>`, which every element without a lang of its own follows at once, and so do the
 * demo's own words. Remembered for the next visit. */
export function LanguageSwitch() {
  const html = document.documentElement;
  const s = useStrings();
  const [lang, setLang] = React.useState(() => localStorage.getItem(KEY) ?? html.getAttribute('lang') ?? 'zh-CN');
  React.useEffect(() => {
    html.setAttribute('lang', lang);
    localStorage.setItem(KEY, lang);
  }, [html, lang]);
  return (
    <Field label={s.language} style={{ marginBottom: '12px' }}>
      <RadioGroup layout="horizontal" value={lang} onChange={(_, d) => setLang(d.value)} data-language-switch="">
        {LANGUAGES.map((l) => (
          <Radio key={l.value} value={l.value} label={l.label} />
        ))}
      </RadioGroup>
    </Field>
  );
}
