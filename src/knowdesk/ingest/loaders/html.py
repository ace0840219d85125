"""HTML pages (wiki and intranet exports) through a real parser: BeautifulSoup over lxml.

The charset is the document's own (a BOM, else `<meta charset>` / `http-equiv` / the XML
declaration; GB2312 and GBK read as their superset GB18030); only an undeclared or wrong one is
guessed like a text file. Navigation, scripts, styles, forms and page chrome (`nav`, `footer`,
ARIA navigation/banner/contentinfo) are dropped; `<main>` or a lone `<article>` is the page when
there is one. Headings h1–h6 keep their levels, lists become "- " items, `<pre>` code blocks, and
data tables table blocks (colspan and rowspan repeated in each position). A table used for layout
(cells holding headings, paragraphs or other tables, or a single column) is read as its content.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bs4 import BeautifulSoup, Comment, NavigableString, Tag

from knowdesk.errors import IngestError
from knowdesk.ingest.blocks import Block, LoadedDocument, table_to_text
from knowdesk.ingest.loaders.markdown import LIST_BLOCK_CHARS
from knowdesk.ingest.loaders.metadata import pick_title
from knowdesk.ingest.loaders.text import decode_bytes

_DECLARED = re.compile(
    rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)|<\?xml[^>]+encoding\s*=\s*["']([A-Za-z0-9_.:-]+)""", re.I
)
_SUPERSET = {"gb2312": "gb18030", "gbk": "gb18030", "x-gbk": "gb18030", "big5": "big5hkscs", "iso-8859-1": "cp1252"}
_DROP = ("script", "style", "noscript", "template", "nav", "footer", "svg", "iframe", "form", "button", "select",
         "object", "embed", "canvas", "head")  # fmt: skip
_DROP_ROLES = {"navigation", "banner", "contentinfo", "search", "menu", "menubar"}
_BLOCK = {"p", "div", "section", "article", "main", "header", "aside", "blockquote", "figure", "figcaption",
          "address", "center", "details", "summary", "dl", "dt", "dd", "body", "html", "fieldset", "caption"}  # fmt: skip
_HEADING = re.compile(r"^h([1-6])$")


def decode_html(data: bytes, name: str) -> tuple[str, str]:
    """(text, encoding): BOM, then the declared charset, then the text-file guesser."""
    for bom, enc in ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16")):
        if data.startswith(bom):
            return data.decode(enc, errors="replace"), enc
    m = _DECLARED.search(data[:4096])
    if m:
        declared = (m.group(1) or m.group(2)).decode("ascii").lower()
        enc = _SUPERSET.get(declared, declared)
        try:
            return data.decode(enc), enc
        except (LookupError, UnicodeDecodeError):
            pass  # a wrong declaration (a page re-saved as UTF-8 keeping its GBK meta): guess instead
    return decode_bytes(data, name)


def _is_layout(table: Tag) -> bool:
    if table.find("table") is not None:
        return True
    rows = table.find_all("tr")
    if all(len(r.find_all(["td", "th"], recursive=False)) <= 1 for r in rows):
        return True
    return any(c.find(["h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "div"]) is not None
               for c in table.find_all(["td", "th"]))  # fmt: skip


def _cell_text(cell: Tag) -> str:
    return " ".join(cell.get_text(" ", strip=True).split())


def _table_rows(table: Tag) -> list[list[str]]:
    """Rows of a data table with spanned cells repeated in every grid position they cover."""
    grid: list[list[str]] = []
    spans: dict[tuple[int, int], str] = {}
    for r, tr in enumerate(t for t in table.find_all("tr") if t.find_parent("table") is table):
        row: list[str] = []
        c = 0
        for cell in tr.find_all(["td", "th"], recursive=False):
            while (r, c) in spans:
                row.append(spans.pop((r, c)))
                c += 1
            text = _cell_text(cell)
            colspan = _span(cell.get("colspan"))
            rowspan = _span(cell.get("rowspan"))
            for dc in range(colspan):
                row.append(text)
                for dr in range(1, rowspan):
                    spans[(r + dr, c + dc)] = text
            c += colspan
        while (r, c) in spans:
            row.append(spans.pop((r, c)))
            c += 1
        if any(row):
            grid.append(row)
    return grid


def _span(value: Any) -> int:
    try:
        return max(1, min(int(str(value).strip()), 50))
    except (TypeError, ValueError):
        return 1


class _Walker:
    """Turns the element tree into blocks, collecting inline text until a block boundary."""

    def __init__(self) -> None:
        self.blocks: list[Block] = []
        self.inline: list[str] = []

    def flush(self) -> None:
        text = " ".join("".join(self.inline).split()) if self.inline else ""
        self.inline = []
        if text:
            self.blocks.append(Block("paragraph", text))

    def walk(self, node: Tag) -> None:
        for child in node.children:
            if isinstance(child, Comment):
                continue
            if isinstance(child, NavigableString):
                self.inline.append(str(child))
                continue
            if not isinstance(child, Tag):
                continue
            name = child.name.lower()
            if m := _HEADING.match(name):
                self.flush()
                if text := _cell_text(child):
                    self.blocks.append(Block("heading", text, level=int(m.group(1))))
            elif name in ("ul", "ol"):
                self.flush()
                self._list(child)
            elif name == "table":
                self.flush()
                if _is_layout(child):
                    for cell in child.find_all(["td", "th"]):
                        if cell.find_parent("table") is child:
                            self.walk(cell)
                            self.flush()
                elif rows := _table_rows(child):
                    cap = child.find("caption")
                    caption = _cell_text(cap) if cap is not None else None
                    self.blocks.append(Block("table", table_to_text(rows), rows=rows, caption=caption or None))
            elif name == "pre":
                self.flush()
                if text := child.get_text().strip("\n"):
                    self.blocks.append(Block("code", text))
            elif name == "br":
                self.inline.append("\n")
            elif name in _BLOCK or name == "li":
                self.flush()
                self.walk(child)
                self.flush()
            else:  # inline: span, a, strong, em, code, font …
                self.walk(child)

    def _list(self, node: Tag, depth: int = 0) -> None:
        lines = list(self._items(node, depth))
        chunk: list[str] = []
        for line in lines:
            if chunk and sum(len(x) for x in chunk) + len(line) > LIST_BLOCK_CHARS:
                self.blocks.append(Block("paragraph", "\n".join(chunk)))
                chunk = []
            chunk.append(line)
        if chunk:
            self.blocks.append(Block("paragraph", "\n".join(chunk)))

    def _items(self, node: Tag, depth: int) -> Iterator[str]:
        for li in node.find_all("li", recursive=False):
            nested = li.find_all(["ul", "ol"], recursive=False)
            for n in nested:
                n.extract()
            if text := _cell_text(li):
                yield "  " * depth + "- " + text
            for n in nested:
                yield from self._items(n, depth + 1)


def _drop_chrome(soup: BeautifulSoup) -> None:
    for el in soup.find_all(_DROP):
        el.decompose()
    for el in soup.find_all(attrs={"role": True}):
        if not el.decomposed and str(el.get("role", "")).lower() in _DROP_ROLES:
            el.decompose()
    for el in soup.find_all(attrs={"hidden": True}):
        if not el.decomposed:
            el.decompose()


def load_html(path: Path) -> LoadedDocument:
    """Load an HTML page as headings, paragraphs, lists, tables and code blocks."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise IngestError("io", f"cannot read {path.name}: {exc}") from exc
    text, encoding = decode_html(data, path.name)
    soup = BeautifulSoup(text, "lxml")
    title_tag = soup.find("title")
    page_title = _cell_text(title_tag) if title_tag is not None else None
    _drop_chrome(soup)
    articles = soup.find_all("article")
    root = soup.find("main") or (articles[0] if len(articles) == 1 else None) or soup.body or soup
    walker = _Walker()
    walker.walk(root)
    walker.flush()
    blocks = walker.blocks
    if not blocks:
        raise IngestError("empty", f"{path.name} has no text outside navigation, scripts and styles")
    h1 = next((b.text for b in blocks if b.kind == "heading" and b.level == 1), None)
    title = pick_title(page_title, h1, fallback=path.stem)
    return LoadedDocument(str(path), "html", blocks, title=title, encoding=encoding)
