import { pdfjs } from 'react-pdf';

// Vite emits the worker as an asset of its own and gives its address; it loads with the viewer, never before.
// Apart from the viewer so that jest (which cannot read import.meta) replaces this one file.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
