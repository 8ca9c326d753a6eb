/**
 * A minimal PDF 1.4 writer: one A4 page with a bold title and lines of Helvetica text, enough for the
 * demo's terms-of-use documents. Text is encoded in WinAnsi, so French accents print without embedding
 * a font.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const TITLE_SIZE = 16;
const TEXT_SIZE = 11;
const LEADING = 15;
/** Helvetica at 11 pt fits about this many characters of French prose in the text width. */
const LINE_CHARACTERS = 84;

/** The WinAnsi bytes of the characters outside Latin-1 that French text uses. */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  Œ: 0x8c,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  œ: 0x9c,
  '\u202f': 0xa0,
};

function winAnsi(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (char) => {
      const code = char.codePointAt(0) ?? 0;
      if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
      const extra = WIN_ANSI_EXTRAS[char];
      if (extra === undefined) throw new Error(`The PDF writer cannot encode ${JSON.stringify(char)}`);
      return extra;
    }),
  );
}

const literal = (text: string): string => `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;

/** Breaks a paragraph into lines that fit the text width, at spaces. */
function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line && line.length + 1 + word.length > LINE_CHARACTERS) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line];
}

function pageContent(title: string, paragraphs: string[]): Buffer {
  const lines = paragraphs.flatMap((paragraph) => [...wrap(paragraph), '']);
  const operators = [
    'BT',
    `/F2 ${TITLE_SIZE} Tf`,
    `${MARGIN} ${PAGE_HEIGHT - MARGIN - TITLE_SIZE} Td`,
    `${literal(title)} Tj`,
    `/F1 ${TEXT_SIZE} Tf`,
    `${LEADING} TL`,
    `0 ${-2 * LEADING} Td`,
    ...lines.map((line) => `${literal(line)} Tj T*`),
    'ET',
  ];
  return winAnsi(operators.join('\n'));
}

const font = (name: string) =>
  `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;

/** A one-page PDF holding `title` and `paragraphs`; throws on a character WinAnsi cannot hold. */
export function onePagePdf(title: string, paragraphs: string[]): Buffer {
  const content = pageContent(title, paragraphs);
  const objects: Buffer[] = [
    winAnsi('<< /Type /Catalog /Pages 2 0 R >>'),
    winAnsi('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    winAnsi(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    ),
    winAnsi(font('Helvetica')),
    winAnsi(font('Helvetica-Bold')),
    Buffer.concat([winAnsi(`<< /Length ${content.length} >>\nstream\n`), content, winAnsi('\nendstream')]),
    winAnsi(`<< /Title ${literal(title)} /Producer (Vigie) >>`),
  ];
  // A comment of high bytes right after the header tells transfer tools the file is binary.
  const parts: Buffer[] = [winAnsi('%PDF-1.4\n%âãÏÓ\n')];
  let length = parts[0]!.length;
  const offsets = objects.map((body, index) => {
    const offset = length;
    const object = Buffer.concat([winAnsi(`${index + 1} 0 obj\n`), body, winAnsi('\nendobj\n')]);
    parts.push(object);
    length += object.length;
    return offset;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ];
  return Buffer.concat([...parts, winAnsi(`${xref.join('\n')}\n`)]);
}
