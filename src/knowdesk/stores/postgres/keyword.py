"""Keyword search on PostgreSQL that ranks exactly like the SQLite FTS5 index.

The embedded store indexes jieba search tokens joined by spaces, which FTS5's unicode61 tokenizer
then splits (letters, digits and private-use characters are token characters; everything else
separates) and lower-cases. We do that split in Python, store the result as a `tsvector` literal
(the `simple` configuration's job, done by us so no server extension is needed; positions kept for
term frequency) plus the token count, and score candidates with FTS5's own BM25 (k1=1.2, b=0.75,
idf = ln((N - n + 0.5) / (n + 0.5)), floored at 1e-6). The GIN index finds candidates; the fragment
and token totals come from `keyword_totals`, which triggers keep (migration 0009).

The statements of one search share a snapshot and run with sequential scans off: the planner
prices `tsv @@ query` on a fragment's tsvector far below its real cost (the value must be read and
decompressed), so for a common word it chose to read every fragment, ten times slower than the
bitmap over the GIN index (100,000 fragments: 370 vs 45 ms to count one word's fragments).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence

import psycopg

from knowdesk.stores.keyword_terms import KeywordMatch, bm25_idf, drop_common, query_terms, stand_ins, unicode61
from knowdesk.stores.postgres import keyword_cache
from knowdesk.stores.postgres.db import PgDatabase
from knowdesk.stores.postgres.keyword_cache import KeywordCache
from knowdesk.text.tokenize import (
    SEARCH_TOKENS_VERSION,
    TOKEN_UPGRADES,
    caseless,
    changed_words,
    holds_any,
    search_tokens,
    taught_entries,
)

K1, B = 1.2, 0.75
MAX_POSITION = 16383  # PostgreSQL's limit; later positions are clamped
_RETOKENIZE_BATCH = 2000  # fragments per UPDATE when an older index is re-tokenised


def index_tokens(document: str, section: str, body: str) -> list[str]:
    """The tokens a fragment is indexed under (same text as the SQLite store indexes)."""
    return unicode61(" ".join(search_tokens(f"{document} {section}\n{body}")))


def retokenize(db: PgDatabase) -> int:
    """Bring the keyword index up to date when an older `search_tokens` (SEARCH_TOKENS_VERSION) wrote it, in
    one transaction; the number of fragments rewritten (0 when current).

    The version row is locked first, so of several workers opening at once one does the work and the others
    then see it done. When the tokenizer says how to map an older version's words (`TOKEN_UPGRADES`), each
    tsvector's lexemes are mapped and their positions merged (token counts, hence `keyword_totals`, stay as
    they are); otherwise every fragment is re-tokenised from its text, locked in rowid order (as
    `replace_document` and the refiner lock them), and the token count's change is added to `keyword_totals`
    as one more row (its triggers fire on insert and delete only), the way each writing statement adds its own."""
    row = db.query_one("SELECT tokens FROM keyword_index_version")
    if row is None or int(row["tokens"]) >= SEARCH_TOKENS_VERSION:
        return 0
    with db.transaction() as tx:
        held = tx.execute("SELECT tokens FROM keyword_index_version FOR UPDATE").fetchone()
        if held is None or int(held["tokens"]) >= SEARCH_TOKENS_VERSION:
            return 0
        upgrade = TOKEN_UPGRADES.get(int(held["tokens"]))
        if upgrade is not None:
            new, change = _mapped(tx, upgrade)
        else:
            new, change = _retokenized(tx)
            record_words(tx, taught_entries())
        _rewrite(tx, new, change)
        tx.execute("UPDATE keyword_index_version SET tokens = %s", (SEARCH_TOKENS_VERSION,))
    return len(new)


def align_words(db: PgDatabase, taught: frozenset[str]) -> int:
    """Re-tokenise the fragments whose text holds a word taught to the tokenizer since the index recorded its words,
    or no longer taught (`keyword_index_words`), in one transaction; the number rewritten. The version row is locked
    first, so of several workers opening at once one does the work (as `retokenize`)."""
    if {r["entry"] for r in db.query("SELECT entry FROM keyword_index_words")} == taught:
        return 0
    with db.transaction() as tx:
        tx.execute("SELECT tokens FROM keyword_index_version FOR UPDATE")
        changed = changed_words((r["entry"] for r in tx.execute("SELECT entry FROM keyword_index_words")), taught)
        if not changed:
            return 0
        new, change = _retokenized(tx, changed)
        _rewrite(tx, new, change)
        record_words(tx, taught)
    return len(new)


def _rewrite(tx: psycopg.Connection, new: list[tuple[int, str, int | None]], change: int) -> None:
    """Write fragments' new tsvectors (and token counts, where given), and the token total's change."""
    for start in range(0, len(new), _RETOKENIZE_BATCH):
        batch = new[start : start + _RETOKENIZE_BATCH]
        tx.execute(
            """UPDATE fragments f SET tsv = v.tsv::tsvector, ntokens = COALESCE(v.n, f.ntokens)
               FROM unnest(%s::bigint[], %s::text[], %s::int[]) AS v(rowid, tsv, n) WHERE f.rowid = v.rowid""",
            ([b[0] for b in batch], [b[1] for b in batch], [b[2] for b in batch]),
        )
    if change:
        tx.execute("INSERT INTO keyword_totals (fragments, tokens) VALUES (0, %s)", (change,))


def record_words(tx: psycopg.Connection, taught: frozenset[str]) -> None:
    """Record the words taught to the tokenizer the keyword index is now written with."""
    tx.execute("DELETE FROM keyword_index_words")
    if taught:
        tx.execute("INSERT INTO keyword_index_words (entry) SELECT unnest(%s::text[])", (sorted(taught),))


def _mapped(tx: psycopg.Connection, upgrade: Callable[[str], str]) -> tuple[list[tuple[int, str, int | None]], int]:
    """(rowid, tsvector literal, None: count unchanged) of every fragment, its lexemes mapped by `upgrade`."""
    rows = tx.execute(
        """SELECT f.rowid, array_agg(u.lexeme) AS lexemes, array_agg(array_to_string(u.positions, ',')) AS positions
           FROM fragments f CROSS JOIN LATERAL unnest(f.tsv) u GROUP BY f.rowid ORDER BY f.rowid"""
    ).fetchall()
    out: list[tuple[int, str, int | None]] = []
    for r in rows:
        merged: dict[str, list[int]] = defaultdict(list)
        for lexeme, positions in zip(r["lexemes"], r["positions"], strict=True):
            merged[upgrade(lexeme)].extend(int(p) for p in positions.split(",") if p)
        literal = " ".join(f"{_quote(t)}:{','.join(map(str, sorted(p)[:256]))}" for t, p in merged.items())
        out.append((int(r["rowid"]), literal, None))
    return out, 0


def _retokenized(
    tx: psycopg.Connection, holding: set[str] | frozenset[str] | None = None
) -> tuple[list[tuple[int, str, int | None]], int]:
    """(rowid, tsvector literal, token count) of every fragment tokenised afresh, or of those whose text holds one of
    `holding`, and the token total's change."""
    words = sorted(w.lower() for w in holding or ())
    filtered = holding is not None and all(caseless(w) for w in words)  # a superset, checked below in Python
    if filtered and not words:
        return [], 0
    where = (
        """WHERE EXISTS (SELECT 1 FROM unnest(%s::text[]) w
                            WHERE strpos(lower(d.name || ' ' || f.section || chr(10) || f.body), w) > 0)"""
        if filtered
        else ""
    )
    rows = tx.execute(
        f"""SELECT f.rowid, d.name, f.section, f.body, f.ntokens FROM fragments f
            JOIN documents d ON d.id = f.document_id {where} ORDER BY f.rowid FOR UPDATE OF f""",
        (words,) if filtered else (),
    ).fetchall()
    out: list[tuple[int, str, int | None]] = []
    change = 0
    for r in rows:
        if holding is not None and not holds_any(f"{r['name']} {r['section']}\n{r['body']}", holding):
            continue
        toks = index_tokens(r["name"], r["section"], r["body"])
        out.append((int(r["rowid"]), tsvector_literal(toks), len(toks)))
        change += len(toks) - int(r["ntokens"])
    return out, change


def _quote(lexeme: str) -> str:
    return "'" + lexeme.replace("\\", "\\\\").replace("'", "''") + "'"


def tsvector_literal(tokens: list[str]) -> str:
    """`'lexeme':1,4 'other':2` — parsed by `::tsvector` without any text-search configuration."""
    positions: dict[str, list[int]] = defaultdict(list)
    for i, tok in enumerate(tokens, start=1):
        positions[tok].append(min(i, MAX_POSITION))
    return " ".join(f"{_quote(t)}:{','.join(map(str, p[:256]))}" for t, p in positions.items())


def _tsquery(parts: list[str]) -> str:
    return " <-> ".join(_quote(p) for p in parts)


def keyword_search(
    db: PgDatabase, query: str, kbs: list[str] | None, limit: int, prune: bool = True, exclude: Sequence[str] = ()
) -> list[tuple[int, float]]:
    """(fragment rowid, BM25 score; higher is better), best first; scores equal to 9 decimals are ties, by rowid
    (as in the SQLite store: the two sum a score's terms in different orders). `prune=False` scores every
    fragment holding a query word (the same results, slower: for tests and benchmarks)."""
    return keyword_match(db, query, kbs, limit, prune, exclude).hits


def keyword_match(
    db: PgDatabase,
    query: str,
    kbs: list[str] | None,
    limit: int,
    prune: bool = True,
    exclude: Sequence[str] = (),
    cache: KeywordCache | None = None,
) -> KeywordMatch:
    """`keyword_search`'s hits and the terms searched, each with its IDF; the fragments of `exclude`d documents
    (not in force) are no candidates, in the SQL, so MaxScore's floor is theirs too and stays exact. With a
    `cache`, ranked from the words' kept lists (`keyword_cache.py`) where it can, in one REPEATABLE READ snapshot."""
    terms = query_terms(query)
    if not terms:
        return KeywordMatch([])
    with db.transaction() as tx:
        if cache is not None:
            tx.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
        tx.execute("SET LOCAL enable_seqscan = off")
        if cache is not None:
            kept = keyword_cache.ranked(tx, cache, terms, kbs, limit, exclude, _doc_frequency)
            if kept is not None:
                return kept
        return _search(tx, terms, kbs, limit, prune, list(exclude))


def _doc_frequency(tx: psycopg.Connection, queries: list[str]) -> list[int]:
    """Per term, the fragments holding it over the whole index (as FTS5 counts, whatever the kb filter)."""
    rows = tx.execute(
        "SELECT q.i, (SELECT COUNT(*) FROM fragments WHERE tsv @@ q.t::tsquery) AS n "
        "FROM unnest(%s::text[]) WITH ORDINALITY AS q(t, i)",
        (queries,),
    ).fetchall()
    df = [0] * len(queries)
    for r in rows:
        df[int(r["i"]) - 1] = int(r["n"])
    return df


def _search(
    tx: psycopg.Connection, terms: list[list[str]], kbs: list[str] | None, limit: int, prune: bool, exclude: list[str]
) -> KeywordMatch:
    queries = [_tsquery(t) for t in terms]
    stats = tx.execute("SELECT SUM(fragments) AS n, SUM(tokens) AS t FROM keyword_totals").fetchone()
    n_docs, total = int(stats["n"] or 0) if stats else 0, int(stats["t"] or 0) if stats else 0
    if n_docs == 0:
        return KeywordMatch([])
    avgdl = total / n_docs
    df = _doc_frequency(tx, queries)
    extra = stand_ins(terms, df)
    if extra:
        terms = terms + extra
        df += _doc_frequency(tx, [_tsquery(t) for t in extra])
    keep = drop_common(terms, df, n_docs)
    terms, df = [terms[i] for i in keep], [df[i] for i in keep]
    idf = [bm25_idf(n_docs, n) for n in df]
    scoring = _Scoring(tx, terms, idf, avgdl, kbs, limit, exclude)
    everything = list(range(len(terms)))
    hits = scoring.top(everything, _candidate_terms(scoring, df, limit) if prune else everything)
    return KeywordMatch(hits, list(zip(terms, idf, strict=True)))


def indexed_words(db: PgDatabase, rowids: list[int]) -> dict[int, set[str]]:
    """Fragment rowid → the words its tsvector holds (the same words the SQLite store's FTS5 row holds)."""
    rows = db.query("SELECT rowid, tsvector_to_array(tsv) AS words FROM fragments WHERE rowid = ANY(%s)", (rowids,))
    return {int(r["rowid"]): set(r["words"]) for r in rows}


def _candidate_terms(scoring: _Scoring, df: list[int], limit: int) -> list[int]:
    """The terms a fragment must hold to be scored, by MaxScore (Turtle & Flood): exact, fewer fragments.

    A term adds less than idf * (k1 + 1) to any score. The fragments of the rarest words are scored first;
    their limit-th best score is a floor on the final one. Words whose bounds sum below that floor cannot
    lift a fragment into the results on their own, so a fragment holding only such words is no candidate.
    """
    terms, idf = scoring.terms, scoring.idf
    everything = list(range(len(terms)))
    singles = [i for i in everything if len(terms[i]) == 1]
    seed, covered = [], 0
    for i in sorted(singles, key=lambda i: -idf[i]):
        if covered >= limit:
            break
        seed.append(i)
        covered += df[i]
    if not seed or len(seed) == len(everything):
        return everything
    first = scoring.top(singles, seed)  # phrases left out: scores can only be lower, so still a floor
    if len(first) < limit:
        return everything
    floor, bound, optional = first[-1][1], 0.0, set()
    for i in sorted(singles, key=lambda i: idf[i]):
        if bound + idf[i] * (K1 + 1) + 1e-6 >= floor:  # a margin far above float error and the 1e-9 tie grain
            break
        bound += idf[i] * (K1 + 1)
        optional.add(i)
    return [i for i in everything if i not in optional]


class _Scoring:
    """FTS5's BM25 of one query's terms, over the fragments holding at least one of some of its terms."""

    def __init__(
        self,
        tx: psycopg.Connection,
        terms: list[list[str]],
        idf: list[float],
        avgdl: float,
        kbs: list[str] | None,
        limit: int,
        exclude: list[str],
    ) -> None:
        self.tx, self.terms, self.idf = tx, terms, idf
        self.base = {"k1": K1, "b": B, "avg": avgdl, "limit": limit, "kbs": kbs, "exclude": exclude}
        self.kb_filter = "AND f.kb = ANY(%(kbs)s)" if kbs is not None else ""
        if exclude:
            self.kb_filter += " AND f.document_id <> ALL(%(exclude)s)"

    def top(self, scored: list[int], candidates: list[int]) -> list[tuple[int, float]]:
        """(rowid, score of the `scored` terms) of the best fragments holding a `candidates` term."""
        terms, idf = [self.terms[i] for i in scored], [self.idf[i] for i in scored]
        # Each candidate's tsvector is cut to the query's lexemes (stored lexemes carry weight D: setweight marks
        # the query's as A and ts_filter keeps those, all in C) and unnested once. A one-part term's frequency is
        # its lexeme's position count; a multi-part term (a jieba token unicode61 splits, e.g. "v3.1") counts the
        # positions where every part follows in order, as FTS5 counts phrase hits (only over the fragments the
        # phrase's own tsquery selects through the GIN index; phrases are always among the candidate terms).
        params: dict[str, object] = {
            **self.base,
            "p": [" ".join(t) for t in terms],
            "lexemes": sorted({part for t in terms for part in t}),
            "w": idf,
            "any": " | ".join(f"({_tsquery(self.terms[i])})" for i in candidates),
        }
        phrases = []
        for n, (parts, weight) in enumerate(zip(terms, idf, strict=True)):
            if len(parts) < 2:
                continue
            # positions where part k sits k places after part 0: intersect the shifted position lists
            shifted = " INTERSECT ".join(
                f"SELECT unnest(u.positions)::int - {k} FROM unnest(f.tsv) u WHERE u.lexeme = %(ph{n}_{k})s"
                for k in range(len(parts))
            )
            params.update({f"ph{n}_{k}": part for k, part in enumerate(parts)})
            params.update({f"ph{n}_w": weight, f"ph{n}_q": _tsquery(parts)})
            phrases.append(
                f" UNION ALL SELECT f.rowid, f.ntokens, %(ph{n}_w)s::float8 AS idf, "
                f"(SELECT COUNT(*) FROM ({shifted}) z)::float8 AS tf "
                f"FROM fragments f WHERE f.tsv @@ %(ph{n}_q)s::tsquery {self.kb_filter}"
            )
        sql = f"""
        WITH lex AS MATERIALIZED (
                 SELECT f.rowid, f.ntokens, u.lexeme, u.positions
                 FROM fragments f, unnest(ts_filter(setweight(f.tsv, 'A', %(lexemes)s), '{{a}}')) u
                 WHERE f.tsv @@ %(any)s::tsquery {self.kb_filter}),
             q AS (SELECT parts, idf FROM unnest(%(p)s::text[], %(w)s::float8[]) AS x(parts, idf)
                   WHERE position(' ' IN parts) = 0),
             hits AS (SELECT l.rowid, l.ntokens, q.idf, cardinality(l.positions)::float8 AS tf
                      FROM lex l JOIN q ON q.parts = l.lexeme {"".join(phrases)})
        SELECT rowid, s FROM (
            SELECT rowid, SUM(idf * tf * (%(k1)s + 1) / (tf + %(k1)s * (1 - %(b)s + %(b)s * ntokens / %(avg)s))) AS s
            FROM hits GROUP BY rowid) scored
        ORDER BY round(s * 1e9) DESC, rowid LIMIT %(limit)s
        """
        rows = self.tx.execute(sql, params).fetchall()
        return [(int(r["rowid"]), float(r["s"])) for r in rows]
