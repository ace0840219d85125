"""The gate every generated Cypher query passes before it reaches the graph store.

LLM-written Cypher is untrusted input: it must read only, stay bounded (a capped LIMIT,
variable-length paths of at most 3 hops), be one statement, and use only the schema's labels
and properties. Comments are removed first and string literals are masked, so a keyword
inside a string is data while `MATCH (n) /* */ DETACH DELETE n` is still a write.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from knowdesk.relations.kuzu_store import ENTITY_PROPS, REL_PROPS

WRITE_WORDS = {
    "CREATE", "MERGE", "SET", "DELETE", "DETACH", "REMOVE", "DROP", "ALTER", "COPY", "LOAD", "INSTALL",
    "ATTACH", "IMPORT", "EXPORT", "USE", "BEGIN", "COMMIT", "ROLLBACK", "CHECKPOINT", "FOREACH",
    "UNION", "TRUNCATE", "GRANT", "REVOKE",
}  # fmt: skip
READ_PROCEDURES = {"show_tables", "table_info", "show_connection", "db_version"}
LABELS = {"Entity", "Rel"}
PROPERTIES = set(ENTITY_PROPS) | set(REL_PROPS) | {"_id", "_src", "_dst"}
STARTS = ("MATCH", "OPTIONAL", "WITH", "UNWIND", "RETURN", "CALL")
MAX_HOPS = 3


class UnsafeCypher(ValueError):
    """A query the guard refused; the message says why (shown in traces, never to the database)."""


@dataclass
class _Scanned:
    clean: str  # comments removed, string literals kept
    masked: str  # same length as `clean`, string literal contents blanked


def _scan(query: str) -> _Scanned:
    """Drop // and /* */ comments outside strings; mask string contents; refuse unterminated ones."""
    clean: list[str] = []
    masked: list[str] = []
    i, n = 0, len(query)
    while i < n:
        ch = query[i]
        if query.startswith("//", i):
            j = query.find("\n", i)
            i = n if j < 0 else j
            continue
        if query.startswith("/*", i):
            j = query.find("*/", i + 2)
            if j < 0:
                raise UnsafeCypher("unterminated comment")
            clean.append(" ")
            masked.append(" ")
            i = j + 2
            continue
        if ch in "'\"`":
            j = i + 1
            while j < n and query[j] != ch:
                j += 2 if query[j] == "\\" else 1
            if j >= n:
                raise UnsafeCypher("unterminated string literal")
            lit = query[i : j + 1]
            clean.append(lit)
            # backtick identifiers stay visible (they name labels/properties); strings are data
            masked.append(lit if ch == "`" else ch + " " * (len(lit) - 2) + ch)
            i = j + 1
            continue
        clean.append(ch)
        masked.append(ch)
        i += 1
    return _Scanned("".join(clean), "".join(masked))


def _check_words(masked: str) -> None:
    words = {w.upper() for w in re.findall(r"[A-Za-z_]+", masked.replace("`", " "))}
    bad = sorted(words & WRITE_WORDS)
    if bad:
        raise UnsafeCypher(f"not read-only: {', '.join(bad)}")
    for m in re.finditer(r"\bCALL\b\s*([A-Za-z_][\w.]*)?", masked, re.IGNORECASE):
        proc = (m.group(1) or "").lower()
        if proc not in READ_PROCEDURES:
            raise UnsafeCypher(f"CALL of {proc or 'a subquery'} is not allowed")


def _check_schema(masked: str) -> None:
    text = masked.replace("`", "")
    for m in re.finditer(r"[(\[]\s*[A-Za-z_]?\w*\s*((?::\s*[A-Za-z_]\w*\s*[|]?\s*)+)", text):
        for label in re.findall(r"[A-Za-z_]\w*", m.group(1)):
            if label not in LABELS:
                raise UnsafeCypher(f"unknown label {label}")
    for prop in re.findall(r"\b[A-Za-z_]\w*\s*\.\s*([A-Za-z_]\w*)", text):
        if prop not in PROPERTIES:
            raise UnsafeCypher(f"unknown property {prop}")
    for body in re.findall(r"\{([^{}]*)\}", text):
        for key in re.findall(r"(?:^|,)\s*([A-Za-z_]\w*)\s*:", body):
            if key not in PROPERTIES:
                raise UnsafeCypher(f"unknown property {key}")
    for m in re.finditer(r"\*\s*(\d*)\s*(\.\.)?\s*(\d*)", text):
        if not re.search(r"[\[:]\s*[\w:]*\s*$", text[: m.start()].rstrip()[-40:]):
            continue  # multiplication or count(*), not a variable-length pattern
        low, dots, high = m.groups()
        upper = high if dots else low
        if not upper or int(upper) > MAX_HOPS:
            raise UnsafeCypher(f"variable-length paths must be bounded to at most {MAX_HOPS} hops")


def _bound(scanned: _Scanned, cap: int) -> str:
    """Make the final RETURN end in `LIMIT k` with k ≤ cap (added when missing)."""
    masked, clean = scanned.masked, scanned.clean
    returns = [m.start() for m in re.finditer(r"\bRETURN\b", masked, re.IGNORECASE)]
    if not returns:
        raise UnsafeCypher("a read query must RETURN something")
    tail = masked[returns[-1] :]
    limits = list(re.finditer(r"\bLIMIT\b\s*(\S+)", tail, re.IGNORECASE))
    if not limits:
        return clean.rstrip() + f" LIMIT {cap}"
    m = limits[-1]
    if not m.group(1).isdigit():
        raise UnsafeCypher("LIMIT must be a literal number")
    if int(m.group(1)) <= cap:
        return clean
    start = returns[-1] + m.start(1)
    return clean[:start] + str(cap) + clean[start + len(m.group(1)) :]


def validate(query: str, cap: int = 50) -> str:
    """Return the query to run (comments removed, LIMIT enforced) or raise UnsafeCypher."""
    scanned = _scan(query)
    body = scanned.masked.strip()
    if body.endswith(";"):
        end = scanned.masked.rstrip().rfind(";")
        scanned = _Scanned(scanned.clean[:end], scanned.masked[:end])
        body = scanned.masked.strip()
    if ";" in body:
        raise UnsafeCypher("one statement only")
    if not body:
        raise UnsafeCypher("empty query")
    first = body.split(None, 1)[0].upper()
    if first not in STARTS:
        raise UnsafeCypher(f"a read query starts with MATCH/WITH/UNWIND/RETURN, not {first}")
    _check_words(scanned.masked)
    _check_schema(scanned.masked)
    return _bound(scanned, cap).strip()


def is_safe(query: str, cap: int = 50) -> bool:
    try:
        validate(query, cap)
    except UnsafeCypher:
        return False
    return True
