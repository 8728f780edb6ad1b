/** Lower-case text without accents, so 'Poreč' is found by 'porec' and 'Lago di Garda' by 'garda'. */
export function searchText(...parts: string[]): string {
  return parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
}
