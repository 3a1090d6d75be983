import { generateDemoEvent } from './server/seed/index';
import { buildSessionIndex, searchSessions } from './src/features/program/searchSessions';
const ev: any = generateDemoEvent(Date.now(), 'x');
const c = ev.config;
const names = {
  rooms: new Map((c.session_room_array ?? []).map((r: any) => [String(r.session_room_id), r.session_room_name])),
  tracks: new Map((c.program_track_array ?? []).map((r: any) => [String(r.id), r.label])),
  types: new Map((c.session_type_array ?? []).map((r: any) => [String(r.id), r.label])),
} as any;
const items = ev.items.filter((i: any) => i.internal_type === 'session');
let t = performance.now();
const index = buildSessionIndex(items, names);
console.log('build', (performance.now() - t).toFixed(0), 'ms', items.length);
for (const q of process.argv.slice(2)) {
  t = performance.now();
  const r = searchSessions(index, q)!;
  const ms = performance.now() - t;
  const byId = new Map(items.map((i: any) => [i._id, i]));
  console.log(`${q}: strong ${r.strong} / ${r.ids.length} (${ms.toFixed(0)} ms)`);
  for (const id of r.ids.slice(0, 3)) { const i: any = byId.get(id); console.log('   ', i.title.slice(0, 50), '|', (i.author_array??[]).map((a:any)=>a.Firstname+' '+a.Lastname).join(', ').slice(0,40), '|', names.rooms.get(String(i.room_id))); }
}
for (const q of ['Eli Silva', 'machine learning', 'Hopsital']) {
  let t0 = performance.now(); for (let k = 0; k < 10; k++) index.fuse.search(q); const f = (performance.now() - t0) / 10;
  t0 = performance.now(); for (let k = 0; k < 10; k++) index.words.allWords(q); const w = (performance.now() - t0) / 10;
  console.log(q, 'fuse', f.toFixed(1), 'words', w.toFixed(1));
}
