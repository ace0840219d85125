"""English replies name their sources' sections in English.

The loaders label what has no heading in Chinese: a spreadsheet's sheet as 工作表：X, its notes as X > 说明, a
document without headings as 正文. Inside an English reply these labels are words the reader may not read; the
sheet is said as "sheet X", its notes as "notes", and 正文 (the document itself) is left out. Only the labels right
after a cited 《document》 change: the quoted text and the document names stay as written."""

from __future__ import annotations

import re

from knowdesk.reasoning.local_answer import LABELS

# a section label after a cited document: a basis line's "Basis: 《Doc》 工作表：Sheet > 说明: …", a cited
# conclusion's " (《Doc》 正文)"
_CITED_SECTION = re.compile(rf"((?:^{re.escape(LABELS['en']['basis'])}|\()《[^》\n]+》 )([^:()\n]*?)(?=: |\))", re.M)
_SHEET = "工作表："
_NOTES = " > 说明"
_BODY = "正文"


def english_sections(answer: str) -> str:
    """The answer with the loaders' Chinese section labels after each 《document》 said in English."""
    return _CITED_SECTION.sub(_said_in_english, answer)


def _said_in_english(m: re.Match[str]) -> str:
    lead, section = m.group(1), m.group(2)
    if section == _BODY:
        return lead.rstrip()
    if section.startswith(_SHEET):
        section = "sheet " + section[len(_SHEET) :]
    if section.endswith(_NOTES):
        section = section[: -len(_NOTES)] + " > notes"
    return lead + section
