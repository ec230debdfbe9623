/**
 * The Word side of printing (spec 3 §7 "a Word download helper taking a template URL and data; mode 1
 * download, 2 preview"): the template's .docx fetched as bytes, filled once for all the records with
 * docxtemplater (each record a section of the one document, a page apart: the template's body is
 * repeated per record, so its {serial_number}, {name} and loops such as {#list}…{/list} read that record),
 * shown in the page with docx-preview (rendered into a detached element, then sanitised), or downloaded
 * under the template's name and the date. The libraries are loaded on first use (chunks of their own).
 */
import { getConfig } from '../../core/config';
import { ApiError } from '../../core/http';
import { sanitizeHtml } from '../../core/safe-html';
import { safeLink } from '../../core/safe-url';
import { DOCX_TYPE, type PrintRecord } from './api';

/** The records' loop around the template's whole body, a page break between two records. */
const OPEN = '<w:p><w:r><w:t>{#__records}</w:t></w:r></w:p>';
const CLOSE = '<w:p><w:r><w:t>{^__last}</w:t></w:r><w:r><w:br w:type="page"/></w:r><w:r><w:t>{/__last}</w:t></w:r></w:p><w:p><w:r><w:t>{/__records}</w:t></w:r></w:p>';

/** document.xml with its body repeated per record (the section properties stay once, at the end). */
export function loopBody(xml: string): string {
  const start = xml.indexOf('>', xml.indexOf('<w:body')) + 1;
  const sect = xml.lastIndexOf('<w:sectPr');
  const end = sect > start ? sect : xml.lastIndexOf('</w:body>');
  if (start <= 0 || end < start) return xml;
  return `${xml.slice(0, start)}${OPEN}${xml.slice(start, end)}${CLOSE}${xml.slice(end)}`;
}

/** An address the template may be fetched from: this site's root (`/…`) or http(s). */
export const templateAddress = (url?: string | null): string | undefined => (url && /^\/(?!\/)/.test(url.trim()) ? url.trim() : safeLink(url));

/** The template's bytes; a failure is an ApiError (the user reads 服务器错误（404） or 网络错误…). */
export async function fetchTemplate(url: string | undefined, signal?: AbortSignal): Promise<ArrayBuffer> {
  const address = templateAddress(url);
  if (!address) throw new ApiError('malformed', String(url ?? ''), '', undefined, undefined, `the template's file_url is not an address: ${JSON.stringify(url ?? null)}`);
  let response: Response;
  try {
    response = await fetch(address, { signal, credentials: getConfig().withCredentials ? 'include' : 'same-origin' });
  } catch (e) {
    if (signal?.aborted) throw new ApiError('aborted', address, '');
    throw new ApiError('network', address, '', undefined, undefined, `GET ${address}: ${String(e)}`);
  }
  if (!response.ok) throw new ApiError('http', address, '', response.status);
  return response.arrayBuffer();
}

/** One .docx of the template filled with every record (a section each, in the given order). */
export async function fillTemplate(template: ArrayBuffer, records: PrintRecord[], source = 'template'): Promise<Blob> {
  const [{ default: PizZip }, { default: Docxtemplater }] = await Promise.all([import('pizzip'), import('docxtemplater')]);
  try {
    const zip = new PizZip(template);
    const main = zip.file('word/document.xml');
    if (!main) throw new Error('word/document.xml is missing');
    zip.file('word/document.xml', loopBody(main.asText()));
    const doc = new Docxtemplater(zip, { paragraphLoop: true, linebreaks: true, nullGetter: () => '' });
    doc.render({ __records: records.map((r, i) => ({ ...r, __last: i === records.length - 1 })) });
    return new Blob([doc.toUint8Array({ compression: 'DEFLATE' }) as Uint8Array<ArrayBuffer>], { type: DOCX_TYPE });
  } catch (e) {
    // a file that is no .docx, or a template docxtemplater cannot read: the server's template is wrong
    throw new ApiError('malformed', source, '', undefined, undefined, `the template ${source} cannot be filled: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The document as safe HTML: docx-preview renders into a detached element, which is then sanitised. */
export async function previewHtml(docx: Blob): Promise<string> {
  const { renderAsync } = await import('docx-preview');
  const body = document.createElement('div');
  await renderAsync(docx, body, undefined, { inWrapper: true, ignoreLastRenderedPageBreak: true, breakPages: true, experimental: false });
  return sanitizeHtml(body.innerHTML);
}

/** `<template name> <YYYY-MM-DD>.docx`, without characters a file name cannot hold. */
export function fileName(templateName: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const name = templateName.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'print';
  return `${name} ${day}.docx`;
}

/** Saves the document through a Blob URL (revoked once the browser has taken it). */
export function download(docx: Blob, name: string): void {
  const url = URL.createObjectURL(docx);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
