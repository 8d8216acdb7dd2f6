/** Lower case, and without accents or tildes: "Árbol" and "arbol" both read "arbol". */
export function foldWord(text: string): string {
  return text.toLocaleLowerCase('es').normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}
