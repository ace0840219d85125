"""The retrieval benchmark's development sets, each as a query → passage `RetrievalSet`, of several query styles:

- cmrc: CMRC 2018 dev (SQuAD), questions that copy the paragraph's wording;
- qbqtc: QQ Browser search queries → page titles (short web-search keywords, typos included);
- medical: patients' colloquial questions → the doctor's answer (few shared words);
- c3: C3 exam questions with their options → the passage (a question alone is often generic:
  请选出与试题内容一致的一项);
- rgb: RGB zh_refine news questions → their positive passages among all pooled passages;
- wikiqa: English questions → their correct sentences among all candidate sentences;
- scifact: English scientific claims → the abstracts they cite.

Large sets are sampled deterministically (`sample`): queries by a hash of their id, the corpus keeps every
passage relevant to a kept query plus distractors by hash. `split` halves the queries into dev and test
by another hash, so weights chosen on the dev halves are judged on test halves.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import re
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT.parent / "shared" / "bench-data"
sys.path.insert(0, str(ROOT / "src"))

from knowdesk.eval.retrieval import RetrievalSet, load_squad, load_uniform, squad_as_set  # noqa: E402

REAL_QUERY_SETS = ("qbqtc", "medical")


def _h(salt: str, key: str) -> str:
    return hashlib.sha256(f"{salt}:{key}".encode()).hexdigest()


def cmrc() -> RetrievalSet:
    return squad_as_set(load_squad(BENCH / "zh-mrc" / "cmrc2018" / "cmrc2018_dev_squad.json"))


def _zh_retrieval(name: str) -> RetrievalSet:
    d = BENCH / "zh-retrieval" / name
    return load_uniform(d / "corpus.jsonl", d / "queries.jsonl", d / "qrels.tsv")


def c3() -> RetrievalSet:
    records = json.loads((BENCH / "zh-mrc" / "c3" / "c3-m-dev.json").read_text(encoding="utf-8"))
    corpus: dict[str, str] = {}
    queries: dict[str, str] = {}
    qrels: dict[str, dict[str, int]] = {}
    by_text: dict[str, str] = {}
    for paragraphs, questions, doc_id in records:
        pid = f"c3-{doc_id}"
        corpus[pid] = "\n".join(paragraphs)
        for q in questions:
            text = " ".join([q["question"], *q["choice"]])
            qid = by_text.setdefault(text, f"c3q-{len(by_text)}")
            queries[qid] = text
            qrels.setdefault(qid, {})[pid] = 1
    return RetrievalSet(corpus, queries, qrels)


def rgb() -> RetrievalSet:
    corpus: dict[str, str] = {}
    by_text: dict[str, str] = {}
    queries: dict[str, str] = {}
    qrels: dict[str, dict[str, int]] = {}

    def pid_of(text: str) -> str:
        pid = by_text.setdefault(text, f"rgb-p{len(by_text)}")
        corpus[pid] = text
        return pid

    with (BENCH / "zh-rag" / "rgb" / "zh_refine.json").open(encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            qid = f"rgb-q{rec['id']}"
            positives = [pid_of(p) for p in rec["positive"] if isinstance(p, str) and p.strip()]
            for p in rec["negative"]:
                if isinstance(p, str) and p.strip():
                    pid_of(p)
            if positives:
                queries[qid] = rec["query"]
                qrels[qid] = dict.fromkeys(positives, 1)
    return RetrievalSet(corpus, queries, qrels)


def wikiqa() -> RetrievalSet:
    corpus: dict[str, str] = {}
    by_text: dict[str, str] = {}
    by_question: dict[str, str] = {}
    queries: dict[str, str] = {}
    qrels: dict[str, dict[str, int]] = {}
    with (BENCH / "en" / "wikiqa" / "WikiQA-test.txt").open(encoding="utf-8") as fh:
        for line in fh:
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 3:
                continue
            question, sentence, label = parts
            pid = by_text.setdefault(sentence, f"wq-p{len(by_text)}")
            corpus[pid] = sentence
            qid = by_question.setdefault(question, f"wq-q{len(by_question)}")
            if label.strip() == "1":
                queries[qid] = question
                qrels.setdefault(qid, {})[pid] = 1
    return RetrievalSet(corpus, queries, qrels)


_QUOTED = re.compile(r"'((?:[^'\\]|\\.)*)'|\"((?:[^\"\\]|\\.)*)\"")


def scifact() -> RetrievalSet:
    """Claims (claims_validation.csv, BEIR's test queries) → cited abstracts (title + sentences)."""
    csv.field_size_limit(1 << 30)
    with zipfile.ZipFile(BENCH / "en" / "scifact" / "scifact.zip") as z:
        names = {Path(n).name: n for n in z.namelist()}
        corpus_rows = list(csv.DictReader(io.TextIOWrapper(z.open(names["corpus_train.csv"]), encoding="utf-8")))
        claim_rows = list(csv.DictReader(io.TextIOWrapper(z.open(names["claims_validation.csv"]), encoding="utf-8")))
    corpus = {}
    for r in corpus_rows:
        sentences = [a or b for a, b in _QUOTED.findall(r["abstract"])]
        corpus[f"sf-{r['doc_id']}"] = " ".join([r["title"].strip(), *(s.strip() for s in sentences)])
    queries: dict[str, str] = {}
    qrels: dict[str, dict[str, int]] = {}
    for r in claim_rows:
        qid = f"sf-q{r['id']}"
        cited = [f"sf-{d}" for d in re.findall(r"\d+", r["cited_doc_ids"])]
        cited = [d for d in cited if d in corpus]
        if cited:
            queries[qid] = r["claim"]
            qrels.setdefault(qid, {}).update(dict.fromkeys(cited, 1))
    return RetrievalSet(corpus, queries, qrels)


SETS: dict[str, Callable[[], RetrievalSet]] = {
    "cmrc": cmrc,
    "qbqtc": lambda: _zh_retrieval("qbqtc"),
    "medical": lambda: _zh_retrieval("medical-dialog"),
    "c3": c3,
    "rgb": rgb,
    "wikiqa": wikiqa,
    "scifact": scifact,
}


def sample(name: str, data: RetrievalSet, max_queries: int | None, max_passages: int | None) -> RetrievalSet:
    """At most `max_queries` queries (smallest hash of their id) over a corpus holding every passage relevant
    to them plus distractors (smallest hash) up to `max_passages` passages in all."""
    qids = sorted(data.queries, key=lambda q: _h(f"{name}:queries", q))[:max_queries]
    relevant = dict.fromkeys(p for q in qids for p in data.qrels[q])
    keep = set(relevant)
    if max_passages is None:
        keep = set(data.corpus)
    else:
        for pid in sorted(data.corpus, key=lambda p: _h(f"{name}:corpus", p)):
            if len(keep) >= max_passages:
                break
            keep.add(pid)
    corpus = {p: t for p, t in data.corpus.items() if p in keep}
    chosen = sorted(qids, key=list(data.queries).index)
    return RetrievalSet(corpus, {q: data.queries[q] for q in chosen}, {q: data.qrels[q] for q in chosen})


def split(name: str, data: RetrievalSet) -> tuple[list[str], list[str]]:
    """(dev query ids, test query ids): halves by a hash of the id, the same in every run."""
    dev = [q for q in data.queries if int(_h(f"{name}:split", q)[:8], 16) % 2 == 0]
    test = [q for q in data.queries if int(_h(f"{name}:split", q)[:8], 16) % 2 == 1]
    return dev, test


# (max queries, max passages) per set for development runs; None keeps everything
DEV_SIZES: dict[str, tuple[int | None, int | None]] = {
    "cmrc": (None, None),
    "qbqtc": (None, None),
    "medical": (None, None),
    "c3": (None, None),
    "rgb": (None, None),
    "wikiqa": (None, None),
    "scifact": (None, 1500),
}


def load(name: str, sizes: dict[str, tuple[int | None, int | None]] | None = None) -> RetrievalSet:
    max_q, max_p = (sizes or DEV_SIZES)[name]
    data = SETS[name]()
    return data if max_q is None and max_p is None else sample(name, data, max_q, max_p)


if __name__ == "__main__":
    for n in SETS:
        d = load(n)
        avg_q = sum(map(len, d.queries.values())) / len(d.queries)
        avg_p = sum(map(len, d.corpus.values())) / len(d.corpus)
        print(
            f"{n:8s} queries {len(d.queries):5d} (avg {avg_q:.0f} chars)  passages {len(d.corpus):6d} (avg {avg_p:.0f})"
        )
