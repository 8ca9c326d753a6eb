/**
 * French puts a no-break space before units and between thousands ("1 234", "12,35 Mo"): tests write
 * plain spaces and read the text through this.
 */
export const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');
