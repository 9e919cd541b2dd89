/**
 * The media types of Office documents: Office Open XML (docx, xlsx, pptx), then the legacy OLE files (doc, xls,
 * ppt). One list for the platform's file storage, which recognises each by its bytes, and for the modules that take
 * documents, whose web and contract cannot import the server's policy.
 */
export const OFFICE_DOCUMENT_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
] as const;
