import fs from 'node:fs';
import { extractPdfPages } from '../apps/server/src/features/resumes/pdf-text.ts';
const names = ['scribus-resume-template', 'nnjr-jakes-resume-typst', 'altacv-mmayer', 'reactive-resume-azurill', 'jsonresume-creative-confidence'];
for (let i = 0; i < 5; i++) for (const name of names) await extractPdfPages(new Uint8Array(fs.readFileSync(`../shared/corpus/resumes/real/${name}.pdf`)));
