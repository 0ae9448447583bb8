#!/usr/bin/env node
// Fails when a text file of the repository cites a tracker number ("issue N", "issues N and M",
// "Issue #N", "issue-N", "PR #N"): a reader of the repository cannot follow one. Name the
// requirement (a `REQ-…` anchor of docs/requirements.md) or the decision (docs/decisions/NNN-*.md)
// instead. Another project's tracker may be cited by its full URL, which a reader can open: URLs
// are left out before the search.
// Usage: node scripts/check-citations.mjs [directory]   (default: this repository)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Files not read: installed, generated or locked, so not ours to word. */
const skippedPaths = [
  /(^|\/)node_modules\//,
  /(^|\/)package-lock\.json$/,
  /^apps\/server\/drizzle\/meta\//,
];

/** A URL, up to the first space or closing bracket or quote: a reference a reader can open. */
const urlPattern = /\b(?:https?:\/\/|www\.)[^\s)\]>"'`]+/g;

/** Spaces, line breaks and the comment marks that start a wrapped line (`*`, `//`, `#`, `--`). */
const gap = String.raw`(?:\s|\*|//|#|--)*`;

/**
 * What cites a tracker number. A single one always ("issue N", "Issue #N", "issue-N", "ticket N",
 * "pull request N", "PR #N", "GH-N"); a plural only when a list or the sentence goes on after the
 * number ("issues N and M", "issues N, M", "(issues N)", at the end of the text), so that the verb
 * stays free ("issues 2 tokens", also when a comment wraps after the number).
 */
const citationPatterns = [
  /\b(?:issue|ticket|pull request)[ -]?#?\d+\b/gi,
  new RegExp(
    String.raw`\b(?:issues|tickets|pull requests)[ -]?#?\d+\b(?=${gap}(?:[,&).;:'’\]]|(?:and|or|to)\b|$))`,
    'gi',
  ),
  /\bPRs?(?: #?|-?#)\d+\b/g,
  /\bGH-\d+\b/g,
];

/** The citations of a text: `{ line, column, text }` each, lines and columns from 1. */
export const citationsIn = (text) => {
  const searched = text.replace(urlPattern, (url) => ' '.repeat(url.length));
  const lineStarts = [0];
  for (const match of searched.matchAll(/\n/g)) lineStarts.push(match.index + 1);
  const found = [];
  for (const pattern of citationPatterns)
    for (const match of searched.matchAll(pattern)) {
      const line = lineStarts.findLastIndex((start) => start <= match.index);
      found.push({ line: line + 1, column: match.index - lineStarts[line] + 1, text: match[0] });
    }
  return found.sort((a, b) => a.line - b.line || a.column - b.column);
};

/** Whether a file (its path from the repository's root, with `/`) is left out of the check. */
export const isSkipped = (file) => skippedPaths.some((pattern) => pattern.test(file));

/** A file that holds a NUL byte in its first 8 KB is binary (git's own test). */
const isBinary = (bytes) => bytes.subarray(0, 8000).includes(0);

/**
 * The citations of every text file git knows in `root` (tracked, and new files not ignored), as
 * `{ file, line, column, text }`.
 */
export const findCitations = (root) => {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split('\0')
    .filter((file) => file !== '' && !isSkipped(file));
  const found = [];
  for (const file of [...new Set(files)].sort()) {
    let bytes;
    try {
      bytes = readFileSync(path.join(root, file));
    } catch {
      continue; // Deleted from the working tree but not yet from the index, or not a file.
    }
    if (isBinary(bytes)) continue;
    for (const citation of citationsIn(bytes.toString('utf8'))) found.push({ file, ...citation });
  }
  return found;
};

const main = () => {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const found = findCitations(root);
  if (found.length === 0) {
    console.log('check-citations: no tracker numbers cited');
    return;
  }
  for (const { file, line, column, text } of found)
    console.error(`${file}:${line}:${column}: cites a tracker number ("${text}")`);
  console.error(
    `\ncheck-citations: ${found.length} citation(s) of a tracker number, which a reader of the ` +
      'repository cannot follow. Name the requirement (REQ-… in docs/requirements.md) or the ' +
      'decision (ADR NNN, docs/decisions/) instead, or drop the reference; cite another ' +
      "project's tracker by its full URL.",
  );
  process.exitCode = 1;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
