#!/usr/bin/env node
// The server's rooms, measured (ADR 044): imports into another module's internals, folder-level
// cycles, and files under modules/, platform/ or db/ that import the composition root.
// Usage: node scripts/module-faces.mjs [--list] [--tests]
//   --list   names every offending import and every cycle
//   --tests  counts test files and test helpers too (by default only what ships)
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const repoRoot = path.resolve(import.meta.dirname, '..');
const src = path.join(repoRoot, 'apps/server/src');
const list = process.argv.includes('--list');
const withTests = process.argv.includes('--tests');

/** Tests and their helpers (`x.test.ts`, `x.test-support.ts`, `test-support.ts`, `x.fixtures.ts`). */
const isTest = (file) => /(^|\.)(test|test-support|fixtures)\.ts$/.test(path.basename(file));

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

const resolveImport = (from, specifier) => {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
};

/** The room a file lives in: `modules/<m>`, a top folder (`platform`, `db`, `cli`) or a root file. */
export const roomOf = (file) => {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === '..') return null;
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return parts[0];
};

/** The composition root: the app's factory, its deps, its glue and the entry. */
export const isCompositionRoot = (file) =>
  path.dirname(file) === src && /^(app|app-[a-z-]+|main)\.ts$/.test(path.basename(file));

const files = sourceFiles(src).filter((file) => withTests || !isTest(file));
const deepImports = [];
const rootImports = [];
const edges = new Map();

for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const from = roomOf(file);
  for (const { fileName } of importedFiles) {
    const target = resolveImport(file, fileName);
    if (!target) continue;
    const to = roomOf(target);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
    const where = `${path.relative(repoRoot, file)} -> ${fileName}`;
    if (to.startsWith('modules/') && path.relative(path.join(src, to), target) !== 'index.ts') {
      deepImports.push(where);
    }
    if (/^(modules|platform|db)(\/|$)/.test(from) && isCompositionRoot(target)) {
      rootImports.push(where);
    }
  }
}

/** Strongly connected rooms (Tarjan): each group of two or more is one folder-level cycle. */
const cycles = () => {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (room) => {
    index.set(room, next);
    low.set(room, next);
    next += 1;
    stack.push(room);
    for (const to of edges.get(room) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room), low.get(to)));
      } else if (stack.includes(to)) {
        low.set(room, Math.min(low.get(room), index.get(to)));
      }
    }
    if (low.get(room) === index.get(room)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        group.push(member);
      } while (member !== room);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const room of edges.keys()) if (!index.has(room)) visit(room);
  return found;
};

const folderCycles = cycles();
console.log(`imports into another module's internals: ${deepImports.length}`);
console.log(`folder-level cycles: ${folderCycles.length}`);
console.log(
  `files under modules/, platform/, db/ importing the composition root: ${new Set(rootImports.map((line) => line.split(' -> ')[0])).size}`,
);
if (list) {
  for (const line of deepImports) console.log(`  deep: ${line}`);
  for (const group of folderCycles) console.log(`  cycle: ${group.join(' <-> ')}`);
  for (const line of rootImports) console.log(`  root: ${line}`);
}
