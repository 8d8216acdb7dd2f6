/**
 * The texts of one language and namespace, fetched when first needed: each locale file is a
 * chunk of its own, so the login screen downloads only its language's few namespaces instead of
 * every text of both languages.
 */
type Texts = Record<string, unknown>;

const webFiles = import.meta.glob<Texts>('./*/*.json', { import: 'default' });

// The shared catalogue (validation, auth, errors) lives beside the server's copy of it.
const sharedMessageFiles: Record<string, () => Promise<Texts>> = {
  en: () => import('@aula/shared/locales/en/messages.json').then((module) => module.default),
  es: () => import('@aula/shared/locales/es/messages.json').then((module) => module.default),
};

/** `contentAccess` is kept in `content-access.json`: namespaces are camelCase, files kebab-case. */
function fileNameOf(namespace: string) {
  return namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function loadTexts(language: string, namespace: string): Promise<Texts> {
  const load =
    namespace === 'messages'
      ? sharedMessageFiles[language]
      : webFiles[`./${language}/${fileNameOf(namespace)}.json`];
  if (!load) return Promise.reject(new Error(`No texts for ${language}/${namespace}`));
  return load();
}
