"""Fit the local reader's sentence weights across many bases and judge them leave-one-base-out (issue 18 item 1).

`dump` runs development questions through the local pipeline on the kept bases (`bench/qa.py`'s sets, built in
bench/out/qa-sets/<kb>) and writes, for the last sentence choice each question's answer made
(`LocalGenerator._by_meaning`), every candidate's features (`sentence_weights.py`), its e5 cosine with the question,
whether its sentence (with the items it leads into) holds every accepted string, and which one the hand weights chose.
`fit` fits the weights on all bases but one (numpy: softmax over each question's candidates, L2 towards the hand
weights), counts on the base left out how often the chosen candidate holds the answer, hand vs fitted, with the
meaning weight and margin of `_by_meaning` fitted too, and prints the table per base.

    PYTHONPATH=src python bench/scorer_fit.py dump --sets hr,law,... --limit 100 --out bench/out/scorer_fit.jsonl
    python bench/scorer_fit.py fit bench/out/scorer_fit.jsonl

Never pass a judge: the blind sets and the held-out ones are for measuring, not fitting."""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "src"))

from knowdesk.reasoning.sentence_weights import RERANK_TOP, by_meaning  # noqa: E402

WIDE_MARGIN = 1.0  # of word score behind the best, for a candidate to be dumped (a fitted margin stays inside it)
WIDE_TOP = 24  # candidates dumped per choice, best by words first
L2 = 1.0  # pull towards the hand weights, per question of the fit
STEPS = 400  # of gradient descent
RATE = 0.05
MARGINS = (0.32, 0.16, 0.24, 0.5, 0.8)  # `RERANK_MARGIN`s tried (the hand one first: it wins a tie)


# ── dump ──
def dump(sets: list[str], limit: int, out: Path) -> None:
    """Each set's questions through the local pipeline, the last sentence choice of each recorded."""
    import qa as bench
    from knowdesk.eval.answer_match import parts_found
    from knowdesk.eval.qa import app_asker, load_cases, score_case
    from knowdesk.reasoning import local_generate
    from knowdesk.reasoning.sentence_weights import RERANK_CHARS

    original = local_generate.LocalGenerator._by_meaning
    seen: list[dict] = []

    def recording(self, question, candidates):
        chosen = original(self, question, candidates)
        scored = sorted((c for c in candidates if c.features), key=lambda c: -c.score)
        if self.cross is not None and scored:
            pool = [c for c in scored if c.score >= scored[0].score - WIDE_MARGIN][:WIDE_TOP]
            cos = self.cross.cosines(question, [c.read[:RERANK_CHARS] for c in pool])
            seen.append({"pool": pool, "cos": [float(x) for x in cos], "chosen": chosen})
        return chosen

    scoring = local_generate.LocalGenerator._score
    scored_last: list = []

    def keeping(self, *args):
        out = scoring(self, *args)
        scored_last[:] = out
        return out

    local_generate.LocalGenerator._by_meaning = recording  # type: ignore[method-assign]
    local_generate.LocalGenerator._score = keeping  # type: ignore[method-assign]
    with out.open("w", encoding="utf-8") as sink:
        for name in sets:
            cases = [c for c in load_cases(bench.SETS[name][0]) if not c.refuse and c.answers][:limit]
            app, kb = bench.build_set_kb(name, "e5")
            ask = app_asker(app.conversation_parts, [kb])
            for case in cases:
                seen.clear()
                scored_last.clear()
                result = score_case(case, ask(case))
                if not seen:
                    continue  # answered by a table, a tier or a formula: no sentence was chosen by weight
                last = seen[-1]
                rows = [
                    {
                        "features": c.features,
                        "cos": cos,
                        "holds": all(parts_found(c.read, case.answers)),
                        "chosen": c is last["chosen"],
                    }
                    for c, cos in zip(last["pool"], last["cos"], strict=True)
                ]
                record = {"kb": kb, "set": name, "id": case.id, "kind": case.kind,
                          "first_line_ok": result.first_line_ok, "candidates": rows,
                          # some sentence the words scored (before `_answerable`'s filters) holds the answer
                          "scored_holds": any(all(parts_found(c.read, case.answers)) for c in scored_last)}  # fmt: skip
                sink.write(json.dumps(record, ensure_ascii=False) + "\n")
            app.close()
            print(f"  {name}: {len(cases)} questions", flush=True)


# ── fit ──
def load(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def arrays(records: list[dict], names: list[str]) -> list[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """Per question: the candidates' feature matrix, their cosines and which hold the answer."""
    out = []
    for r in records:
        cands = r["candidates"]
        x = np.array([[c["features"].get(n, 0.0) for n in names] for c in cands], dtype=float)
        out.append((x, np.array([c["cos"] for c in cands]), np.array([c["holds"] for c in cands])))
    return out


def choose(x: np.ndarray, cos: np.ndarray, w: np.ndarray, meaning: float, margin: float, top: int = RERANK_TOP) -> int:
    """`_by_meaning`'s choice under weights `w` (`sentence_weights.by_meaning`, the one function the pipeline
    chooses with): the best few by words, re-read by their dumped cosines."""
    return by_meaning((x @ w).tolist(), lambda few: cos[few].tolist(), margin, top, meaning)


def fit(data, prior: np.ndarray, meaning: float, l2: float = L2) -> tuple[np.ndarray, float]:
    """Weights (and the meaning weight) maximising each question's softmax probability of the candidates holding
    its answer, pulled towards `prior`; questions where none or all hold it teach nothing. The first weight (the
    question's words held) stays fixed and a temperature is fitted beside the rest: the choice is an argmax, which
    scaling every weight leaves alone, while the margin of `_by_meaning` is in the units of that first weight."""
    useful = [(x, c, h) for x, c, h in data if h.any() and not h.all()]
    if not useful:  # nothing to learn from: the prior stands
        return prior.copy(), meaning
    z = np.vstack([np.column_stack([x, c]) for x, c, _ in useful])
    held = np.concatenate([h for _, _, h in useful])
    sizes = [len(h) for _, _, h in useful]
    starts = np.cumsum([0, *sizes])[:-1]
    group = np.repeat(np.arange(len(useful)), sizes)
    theta = np.append(prior, meaning)
    anchor = theta.copy()
    free = np.ones_like(theta)
    free[0] = 0.0
    log_t = 0.0
    for _ in range(STEPS):
        s = z @ theta
        u = np.exp(log_t) * s
        u = u - np.maximum.reduceat(u, starts)[group]
        e = np.exp(u)
        p = e / np.add.reduceat(e, starts)[group]
        eq = np.where(held, e, 0.0)
        q = eq / np.add.reduceat(eq, starts)[group]
        grad = np.exp(log_t) * (z.T @ (p - q)) / len(useful) + l2 * (theta - anchor) / 100.0
        theta -= RATE * grad * free
        log_t -= RATE * np.exp(log_t) * float(s @ (p - q)) / len(useful)
    return theta[:-1], float(theta[-1])


def coordinate(data, prior: np.ndarray, meaning: float, margin: float) -> tuple[np.ndarray, float]:
    """Weights found by trying each one (the meaning weight too) at a few multiples of its value, one at a time,
    keeping a change only when more training questions' choices hold the answer: the count itself is maximised,
    not a smooth stand-in for it. Two passes; the first weight (the question's words held) sets the units."""
    theta = np.append(prior, meaning)
    best = hits(data, theta[:-1], theta[-1], margin)
    for _ in range(2):
        for i in range(1, len(theta)):
            for factor in (0.0, 0.5, 1.5, 2.0, 3.0, -1.0):
                trial = theta.copy()
                trial[i] = theta[i] * factor if theta[i] else factor * 0.1
                score = hits(data, trial[:-1], trial[-1], margin)
                if score > best:
                    best, theta = score, trial
    return theta[:-1], float(theta[-1])


def hits(data, w: np.ndarray, meaning: float, margin: float, top: int = RERANK_TOP) -> int:
    return sum(bool(h[choose(x, c, w, meaning, margin, top)]) for x, c, h in data)


def leave_one_base_out(path: Path, l2: float = L2) -> None:
    """For each base: weights fitted on the others (softmax, then the count itself), counted on it beside the hand
    weights; then the weights each method fits on every base, beside the hand ones."""
    from knowdesk.reasoning.sentence_weights import RERANK_MARGIN, RERANK_TOP, RERANK_WEIGHT, WEIGHTS

    records = load(path)
    names = list(WEIGHTS)
    prior = np.array([WEIGHTS[n] for n in names])
    by_kb: dict[str, list[dict]] = defaultdict(list)
    for r in records:
        by_kb[r["kb"]].append(r)
    replayed = [choose(x, c, prior, RERANK_WEIGHT, RERANK_MARGIN, RERANK_TOP) for x, c, _ in arrays(records, names)]
    check = sum(r["candidates"][i]["chosen"] for r, i in zip(records, replayed, strict=True))
    print(f"{len(records)} choices over {len(by_kb)} bases; the replayed hand choice is the pipeline's in {check}")
    print("| base | choices | some candidate holds it | hand | softmax (margin) | ± | count-fitted (margin) | ± |")
    print("|---|---|---|---|---|---|---|---|")
    totals = np.zeros(4, dtype=int)
    wins = np.zeros((2, 2), dtype=int)  # per method: bases won, bases lost
    for kb in sorted(by_kb):
        train = arrays([r for k, rs in by_kb.items() if k != kb for r in rs], names)
        test = arrays(by_kb[kb], names)
        hand = [bool(h[choose(x, c, prior, RERANK_WEIGHT, RERANK_MARGIN, RERANK_TOP)]) for x, c, h in test]
        cells = []
        for m, method in enumerate(("softmax", "count")):
            if method == "softmax":
                w, meaning = fit(train, prior, RERANK_WEIGHT, l2)
            # the margin picked on the training bases, never on the one left out
            margin = max(MARGINS, key=lambda g: hits(train, w if method == "softmax" else prior,
                                                     meaning if method == "softmax" else RERANK_WEIGHT, g))  # fmt: skip
            if method == "count":
                w, meaning = coordinate(train, prior, RERANK_WEIGHT, margin)
            new = [bool(h[choose(x, c, w, meaning, margin, RERANK_TOP)]) for x, c, h in test]
            gained = sum(n and not o for o, n in zip(hand, new, strict=True))
            lost = sum(o and not n for o, n in zip(hand, new, strict=True))
            wins[m] += [sum(new) > sum(hand), sum(new) < sum(hand)]
            totals[2 + m] += sum(new)
            cells += [f"{sum(new)} ({margin})", f"+{gained} −{lost}"]
        informative = sum(h.any() for _, _, h in test)
        totals[:2] += [informative, sum(hand)]
        print(f"| {kb} | {len(test)} | {informative} | {sum(hand)} | {' | '.join(cells)} |")
    print(f"| **all** | {len(records)} | {totals[0]} | {totals[1]} | {totals[2]} | | {totals[3]} | |")
    print(
        f"bases won / lost against the hand weights: softmax {wins[0][0]}/{wins[0][1]}, count {wins[1][0]}/{wins[1][1]}"
    )
    wrong = [r for r in records if not r["first_line_ok"]]
    chosen_holds = sum(any(c["chosen"] and c["holds"] for c in r["candidates"]) for r in wrong)
    other_holds = sum(any(c["holds"] for c in r["candidates"]) for r in wrong) - chosen_holds
    print(
        f"first line wrong in {len(wrong)}: the chosen sentence holds the answer in {chosen_holds} (the conclusion "
        f"cut from it misses it), another candidate in {other_holds} (the weights' to fix), none in "
        f"{len(wrong) - chosen_holds - other_holds}"
    )
    if all("scored_holds" in r for r in wrong):
        filtered = sum(r["scored_holds"] and not any(c["holds"] for c in r["candidates"]) for r in wrong)
        print(f"  of those none: a sentence scored by words held it in {filtered} (filtered out before the choice)")
    data = arrays(records, names)
    soft, soft_meaning = fit(data, prior, RERANK_WEIGHT, l2)
    counted, counted_meaning = coordinate(data, prior, RERANK_WEIGHT, RERANK_MARGIN)
    print("\nweights fitted on every base beside the hand ones:")
    for i, n in enumerate([*names, "meaning"]):
        hand_value = prior[i] if i < len(names) else RERANK_WEIGHT
        a = soft[i] if i < len(names) else soft_meaning
        b = counted[i] if i < len(names) else counted_meaning
        print(f"  {n:14s} hand {hand_value:+.3f}  softmax {a:+.3f}  count {b:+.3f}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump")
    d.add_argument("--sets", required=True, help="development sets only, comma-separated")
    d.add_argument("--limit", type=int, default=100, help="answerable questions per set")
    d.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "scorer_fit.jsonl")
    f = sub.add_parser("fit")
    f.add_argument("dump", type=Path)
    f.add_argument("--l2", type=float, default=L2, help="pull towards the hand weights")
    args = ap.parse_args()
    if args.command == "dump":
        dump(args.sets.split(","), args.limit, args.out)
    else:
        leave_one_base_out(args.dump, args.l2)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
