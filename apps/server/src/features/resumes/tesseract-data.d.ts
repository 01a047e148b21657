// @tesseract.js-data/eng ships no types: its module is the folder of the English data and its file format.
declare module '@tesseract.js-data/eng' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
