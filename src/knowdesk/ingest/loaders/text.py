"""Plain-text loading and the byte decoding shared by TXT, Markdown and CSV.

Decoding is ordered from "certain" to "guess" (BOM, UTF-16 NUL patterns, strict UTF-8,
GB18030 vs Big5 by character frequency, charset-normalizer, Latin-1) and every candidate
is checked for plausibility, because a wrong decoding that silently succeeds (mojibake)
is worse for retrieval than a clear `encoding` error.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from pathlib import Path

from knowdesk.errors import IngestError
from knowdesk.ingest.blocks import Block, LoadedDocument

_BOMS = [
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
]


def _plausible(text: str) -> bool:
    """Reject decodings that contain NULs, U+FFFD, or too many control/private-use chars."""
    if not text or "\x00" in text or "\ufffd" in text:
        return False
    bad = sum(1 for ch in text if (unicodedata.category(ch) in ("Cc", "Co", "Cs", "Cn") and ch not in "\t\n\r\f\v"))
    return bad <= max(1, len(text) // 200)


def _utf16_by_nuls(data: bytes) -> str | None:
    """BOM-less UTF-16: ASCII-range text leaves NULs on every other byte."""
    if len(data) < 4 or data.count(0) < len(data) * 0.1:
        return None
    even = data[0::2].count(0)
    odd = data[1::2].count(0)
    if odd > 4 * max(even, 1):
        return "utf-16-le"
    if even > 4 * max(odd, 1):
        return "utf-16-be"
    return None


def _cjk_share(text: str, encoding: str, lead_max: int) -> float:
    """Share of non-ASCII chars in the frequent region of `encoding` (lead byte <= lead_max).

    GB2312 level 1 (lead B0-D7) and Big5 frequent chars (lead A4-C6) hold the common
    characters; the wrong legacy codec maps the bytes to rare characters instead.
    """
    chars = [ch for ch in text if ord(ch) > 127]
    if not chars:
        return 0.0
    good = 0
    for ch in chars:
        try:
            raw = ch.encode(encoding)
        except UnicodeEncodeError:
            continue
        if len(raw) == 2 and 0xA1 <= raw[0] <= lead_max:
            good += 1
    return good / len(chars)


def _repair_double_utf8(text: str) -> tuple[str, str]:
    """Undo UTF-8 that was decoded as Latin-1 and re-encoded ("Ã¢Â€Â“" → "–") when that is clean."""
    if not any("\x80" <= ch <= "\x9f" or ch in "ÃÂâ" for ch in text):
        return text, "utf-8"
    try:
        fixed = text.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return text, "utf-8"
    return (fixed, "utf-8 (double-encoded, repaired)") if _plausible(fixed) else (text, "utf-8")


_WESTERN = set("€‘’“”–—…£©®°±§«»·¼½¾¿¡")


def _western_share(text: str) -> float:
    """Share of non-ASCII chars that are Latin-1 letters or common Western punctuation."""
    chars = [ch for ch in text if ord(ch) > 127]
    if not chars:
        return 1.0
    runs = re.findall(r"[^\x00-\x7f]+", text)
    if len(chars) / len(runs) > 1.5:  # legacy CJK bytes come in runs, accents come alone
        return 0.0
    return sum(1 for ch in chars if "\u00c0" <= ch <= "\u00ff" or ch in _WESTERN) / len(chars)


def _try(data: bytes, encoding: str) -> str | None:
    try:
        text = data.decode(encoding)
    except (UnicodeDecodeError, LookupError):
        return None
    return text if _plausible(text) else None


def decode_bytes(data: bytes, name: str = "file") -> tuple[str, str]:
    """Decode `data` to text and return (text, encoding); raise IngestError on failure."""
    if not data.strip(b" \t\r\n\f\v\x00"):
        raise IngestError("empty", f"{name} is empty")
    for bom, enc in _BOMS:
        if data.startswith(bom):
            text = _try(data, enc)
            if text is not None:
                return text, enc
    utf16 = _utf16_by_nuls(data)
    if utf16 and (text := _try(data, utf16)) is not None:
        return text, utf16
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    else:  # strict UTF-8 success is a very strong signal; only NULs disqualify it
        if "\x00" not in text:
            return _repair_double_utf8(text)
        raise IngestError("binary", f"{name} is UTF-8 text but {_nuls(data)}: a damaged file or binary data, not text")
    scored: list[tuple[float, str, str]] = []
    for enc, probe, lead_max in (("gb18030", "gb2312", 0xD7), ("big5", "big5", 0xC6)):
        text = _try(data, enc)
        if text is not None:
            scored.append((_cjk_share(text, probe, lead_max), enc, text))
    scored.sort(reverse=True)
    if scored and scored[0][0] >= 0.6:
        return scored[0][2], scored[0][1]
    western = _try(data, "cp1252")
    if western is not None and _western_share(western) >= 0.9:
        return western, "cp1252"
    try:
        from charset_normalizer import from_bytes

        best = from_bytes(data).best()
    except Exception:  # charset-normalizer failing is just "no guess"
        best = None
    if best is not None and best.encoding and not best.encoding.startswith("utf_16"):
        text = str(best)
        if _plausible(text):
            return text, best.encoding
    for enc in ("cp1252", "latin-1"):
        text = _try(data, enc)
        if text is not None and sum(ch.isascii() for ch in text) >= 0.8 * len(text):
            return text, enc
    if b"\x00" in data:
        raise IngestError("binary", f"{name} is binary data, not text: it {_nuls(data)}")
    raise IngestError("encoding", f"{name}: cannot determine the text encoding")


def _nuls(data: bytes) -> str:
    """How many NUL bytes, and where the first is (text never contains one)."""
    n = data.count(0)
    return f"contains {n} NUL byte{'s' if n > 1 else ''} (the first at byte {data.index(0)})"


def read_text(path: Path) -> tuple[str, str]:
    """Read and decode a text file; whitespace-only content is `empty`."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise IngestError("io", f"cannot read {path.name}: {exc}") from exc
    text, enc = decode_bytes(data, path.name)
    text = text.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff")
    if not text.strip():
        raise IngestError("empty", f"{path.name} contains only whitespace")
    return text, enc


# --- heading detection shared by TXT, DOCX and PDF ---------------------------------
_CN_NUM = "一二三四五六七八九十百零〇两"
_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("part", re.compile(rf"^第[{_CN_NUM}\d]+[编部]\s*\S")),
    ("chapter", re.compile(rf"^第[{_CN_NUM}\d]+章(\s|$|[^\s，。；])")),
    ("section", re.compile(rf"^第[{_CN_NUM}\d]+节(\s|$|[^\s，。；])")),
    ("cn", re.compile(rf"^[{_CN_NUM}]+、\s*\S")),
    ("cn_paren", re.compile(rf"^[（(][{_CN_NUM}]+[)）]\s*\S")),
    ("num3", re.compile(r"^\d{1,2}\.\d{1,2}\.\d{1,2}\.?\s+\S")),
    ("num2", re.compile(r"^\d{1,2}\.\d{1,2}\.?\s+\S")),
    ("num1", re.compile(r"^\d{1,2}(\.|、|\.\s)\s*[^\d\s.]")),
    ("bracket", re.compile(r"^【[^【】]{1,20}】$")),  # a line that is only "【加分】": a plain-text notice's section
]
_END_PUNCT = tuple("。；;，,：:！!？?、")


def heading_class(line: str) -> str | None:
    """Classify a short line as a numbered/chapter heading, or None.

    第N条 (legal articles) are deliberately not headings: they are the paragraphs.
    """
    s = line.strip()
    if not s or len(s) > 40 or s.rstrip('"”’」』)）*').endswith(_END_PUNCT) or "……" in s or "..." in s:
        return None
    for key, pat in _PATTERNS:
        if pat.match(s):
            if key == "num1" and (len(s) > 24 or re.search(r"[，,。；;]", s)):
                return None
            return key
    return None


class HeadingLevels:
    """Give each heading class a level by order of first appearance (like Word outline)."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def level(self, key: str) -> int:
        if key not in self.seen:
            self.seen.append(key)
        return min(self.seen.index(key) + 1, 6)


_MD_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")


def text_blocks(text: str) -> list[Block]:
    """Split plain text into paragraphs (blank-line separated) and heading lines."""
    blocks: list[Block] = []
    levels = HeadingLevels()
    para: list[str] = []
    lines = text.split("\n")
    # A text that already uses Markdown headings: numbered lines are list items there.
    numbered = sum(bool(_MD_HEADING.match(ln.strip())) for ln in lines) < 2

    def flush() -> None:
        if para:
            blocks.append(Block("paragraph", "\n".join(para)))
            para.clear()

    for raw in lines:
        line = raw.rstrip()
        if not line.strip():
            flush()
            continue
        md = _MD_HEADING.match(line.strip())
        key = heading_class(line) if numbered and not md else None
        if md:
            flush()
            blocks.append(Block("heading", md.group(2).strip(), level=len(md.group(1))))
        elif key:
            flush()
            name = line.strip()[1:-1] if key == "bracket" else line.strip()  # cited as 加分, not 【加分】
            blocks.append(Block("heading", name, level=levels.level(key)))
        else:
            para.append(line)
    flush()
    return blocks


def load_txt(path: Path) -> LoadedDocument:
    """Load a .txt file as heading/paragraph blocks."""
    text, enc = read_text(path)
    blocks = text_blocks(text)
    title = next((b.text for b in blocks if b.kind == "heading" and b.level == 1), path.stem)
    return LoadedDocument(str(path), "txt", blocks, title=title, encoding=enc)
