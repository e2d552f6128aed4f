#!/usr/bin/env node
// The blind comprehension test: can a reading or listening task be answered without the text?
//
//   node scripts/blind.mjs extract OUT_DIR   (with CONTENT_EXTRA, a host's sets too) writes OUT_DIR/paper.md (what the test-taker sees:
//                                            stems and shuffled options, no titles, passages,
//                                            settings or keys) and OUT_DIR/key.json (kept away
//                                            from the test-taker)
//   node scripts/blind.mjs score OUT_DIR ANSWERS
//                                            ANSWERS has one "Q123: B" (or "Q123: A,C") per line;
//                                            prints accuracy and chance by strand, task and set
//
// Sets and items are shuffled with a fixed seed so that neighbours on the paper do not share a
// text; the answers themselves never belong in the repository.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (e.name.endsWith(".json")) yield p;
  }
}

// Mulberry32: a small seeded generator, so a paper can be made again identically.
function rng(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shuffle(list, next) {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

function extract(out) {
  const next = rng(20261127);
  const questions = [];
  // A host's own sets (CONTENT_EXTRA, read from the project's root as the build reads it) too.
  const extra = process.env.CONTENT_EXTRA ? [path.resolve(root, process.env.CONTENT_EXTRA, "sets")] : [];
  const files = [path.join(root, "content/sets"), ...extra].flatMap((d) => [...walk(d)]);
  for (const file of files) {
    const set = JSON.parse(fs.readFileSync(file, "utf8"));
    const strand = set.conversation ? "listening" : set.genre ? "reading" : null;
    if (!strand) continue;
    for (const item of set.items) {
      if (item.kind !== "choice" && item.kind !== "multi_choice") continue;
      const options = shuffle(item.options.map((o) => o.text), next);
      const right = item.kind === "choice" ? [item.answer] : item.answers;
      const letters = right.map((r) => "ABCDEFGH"[options.indexOf(r)]).sort();
      questions.push({ set: set.id, strand, task: item.task, id: item.id, kind: item.kind, prompt: item.prompt, options, key: letters });
    }
  }
  const order = shuffle(questions, next);
  fs.mkdirSync(out, { recursive: true });
  let paper = "# Blind test\n\nAnswer every question from its wording alone: one line per question, `Q12: B`, or several letters `Q12: A,C` where it says choose all that apply.\n\n";
  const key = {};
  order.forEach((q, n) => {
    const code = `Q${n + 1}`;
    key[code] = { set: q.set, strand: q.strand, task: q.task, id: q.id, kind: q.kind, key: q.key, options: q.options.length };
    const how = q.kind === "multi_choice" ? " (choose all that apply)" : "";
    paper += `## ${code}${how}\n\n${q.prompt}\n\n${q.options.map((o, i) => `${"ABCDEFGH"[i]}. ${o}`).join("\n")}\n\n`;
  });
  fs.writeFileSync(path.join(out, "paper.md"), paper);
  fs.writeFileSync(path.join(out, "key.json"), JSON.stringify(key, null, 1));
  console.log(`${order.length} questions written to ${out}/paper.md; key in ${out}/key.json`);
}

function score(out, answersFile) {
  const key = JSON.parse(fs.readFileSync(path.join(out, "key.json"), "utf8"));
  const given = {};
  for (const line of fs.readFileSync(answersFile, "utf8").split("\n")) {
    const m = line.match(/^\s*(Q\d+)\s*[:=]\s*([A-H](?:\s*,\s*[A-H])*)/i);
    if (m) given[m[1].toUpperCase()] = m[2].toUpperCase().split(/\s*,\s*/).sort();
  }
  const groups = new Map();
  const add = (name, right, chance) => {
    const g = groups.get(name) ?? { n: 0, right: 0, chance: 0 };
    g.n += 1;
    g.right += right;
    g.chance += chance;
    groups.set(name, g);
  };
  let missing = 0;
  for (const [code, q] of Object.entries(key)) {
    if (!given[code]) missing += 1;
    const right = given[code] && given[code].join(",") === q.key.join(",") ? 1 : 0;
    // A single choice is 1 in n; a choose-all is one subset among the 2^n - 1 non-empty ones.
    const chance = q.kind === "choice" ? 1 / q.options : 1 / (2 ** q.options - 1);
    for (const name of ["all", `strand ${q.strand}`, `task ${q.strand}/${q.task}`, `set ${q.set}`]) add(name, right, chance);
  }
  const pct = (x, n) => `${((100 * x) / n).toFixed(1)}%`;
  const rows = [...groups.entries()];
  const over = rows.filter(([n, g]) => n.startsWith("set ") && g.right / g.n > 0.6).length;
  for (const [name, g] of rows.filter(([n]) => !n.startsWith("set "))) {
    console.log(`${name.padEnd(32)} ${String(g.n).padStart(4)} asked  ${pct(g.right, g.n).padStart(6)} right  chance ${pct(g.chance, g.n)}`);
  }
  console.log(`sets above 60%: ${over} of ${rows.filter(([n]) => n.startsWith("set ")).length}; unanswered: ${missing}`);
  for (const [name, g] of rows.filter(([n]) => n.startsWith("set ")).sort((a, b) => b[1].right / b[1].n - a[1].right / a[1].n)) {
    console.log(`  ${name.slice(4).padEnd(60)} ${g.right}/${g.n}`);
  }
}

const [cmd, out, answers] = process.argv.slice(2);
if (cmd === "extract" && out) extract(out);
else if (cmd === "score" && out && answers) score(out, answers);
else {
  console.error("usage: node scripts/blind.mjs extract OUT_DIR | score OUT_DIR ANSWERS");
  process.exit(2);
}
