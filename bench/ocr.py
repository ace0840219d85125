"""OCR quality and speed on scans made from text PDFs whose text layer is the truth.

    python bench/ocr.py --out bench/out/ocr.json [--dpi 150 300] [--laws 6] [--workers 2]

Each source (the shortest `--laws` bench laws, set as text PDFs by scripts/make_format_samples.py,
and the sample KB's PDF as committed) is rendered to grey pictures at each dpi and saved as an
image-only PDF: a scan. Every scan is ingested through the real pipeline (PDF loader → OCR → blocks
→ fragments) and compared with the text layer of the PDF it was made from, page by page:
character accuracy = 1 − edit distance / reference length, both sides NFKC-normalised with all
white space removed (OCR cannot see spaces, and full-/half-width punctuation is one character).
Search: the bench questions (bench/qa_sets/law.jsonl, hr_docs.jsonl) about the scanned documents are
asked against a knowledge base holding only the scans (BM25 + hashing vectors; no e5, so the number
is about OCR text, not the dense model): hit@1/hit@3 by document. Speed: pages per second of the
OCR step alone, in this process and in `--workers` pool processes, wall clock and CPU time (the
machine is shared; CPU seconds per page are the steadier figure).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import os
import shutil
import tempfile
import time
import unicodedata
from pathlib import Path

from rapidfuzz.distance import Levenshtein

ROOT = Path(__file__).resolve().parents[1]
LAWS = ROOT.parent / "shared" / "bench-data" / "docs" / "zh-law"
SAMPLE_PDF = ROOT / "examples" / "hr_docs" / "企业IT设备管理规范V2.0.pdf"
QA = [ROOT / "bench" / "qa_sets" / "law.jsonl", ROOT / "bench" / "qa_sets" / "hr_docs.jsonl"]

_spec = importlib.util.spec_from_file_location("make_format_samples", ROOT / "scripts" / "make_format_samples.py")
samples = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(samples)


def norm(text: str) -> str:
    return "".join(unicodedata.normalize("NFKC", text).split())


def page_texts(pdf: Path) -> list[str]:
    import pdfplumber

    with pdfplumber.open(str(pdf)) as doc:
        return [norm(p.extract_text() or "") for p in doc.pages]


def ocr_texts(doc) -> list[str]:
    pages: dict[int, list[str]] = {}
    for b in doc.blocks:
        parts = [c for row in b.rows for c in row] if b.rows else [b.text]
        pages.setdefault(b.page or 0, []).extend(parts)
    return [norm("".join(pages.get(i, []))) for i in range(1, (doc.page_count or 0) + 1)]


def cpu_seconds() -> float:
    """CPU time of this process and its live children (the OCR pool's workers)."""
    import psutil

    me = psutil.Process()
    total = sum(me.cpu_times()[:2])
    for child in me.children(recursive=True):
        with contextlib.suppress(psutil.Error):
            total += sum(child.cpu_times()[:2])
    return total


def sources(n_laws: int, work: Path) -> dict[str, Path]:
    """name → text PDF: the shortest laws (fewest pages to OCR), then the sample KB's PDF."""
    out: dict[str, Path] = {}
    for law in sorted(LAWS.glob("*.md"), key=lambda p: p.stat().st_size)[:n_laws]:
        out[law.stem] = samples.write_text_pdf(samples.markdown_lines(law.read_text("utf-8")), work / f"{law.stem}.pdf")
    out[SAMPLE_PDF.stem] = SAMPLE_PDF
    return out


def search_quality(folder: Path, texts: dict[str, Path], data_dir: Path) -> dict:
    """hit@1/hit@3 by document of the bench questions about these documents, over a base of `folder` only."""
    from knowdesk.app import Knowdesk
    from knowdesk.config import load_settings
    from knowdesk.embeddings.hashing import HashingEmbeddings
    from knowdesk.indexing import refine
    from knowdesk.retrieval.hybrid import SearchOptions

    app = Knowdesk(load_settings(data_dir=data_dir), embedder=HashingEmbeddings())
    try:
        report = app.ingestor.ingest([folder], "docs", embed=False)
        refine(app.refine_parts, in_process=True)  # long scans are queued at ingest and read here, as the refiner does
        questions = [json.loads(x) for q in QA for x in q.read_text("utf-8").splitlines() if x.strip()]
        asked = [q for q in questions if any(d in texts for d in q["documents"])]
        hit1 = hit3 = 0
        for q in asked:
            names = [h.document for h in app.retriever.search(q["question"], SearchOptions(kbs=["docs"], k=3))]
            hit1 += bool(names) and names[0] in q["documents"]
            hit3 += any(n in q["documents"] for n in names)
    finally:
        app.close()
    n = max(len(asked), 1)
    return {"questions": len(asked), "hit@1": round(hit1 / n, 3), "hit@3": round(hit3 / n, 3),
            "failed_files": [r.path for r in report.failed]}  # fmt: skip


def measure(dpi: int, texts: dict[str, Path], work: Path, workers: int) -> dict:
    from knowdesk.indexing.ocr_pool import OcrPool
    from knowdesk.ingest.loaders import load_document
    from knowdesk.ingest.ocr import OcrOptions

    scans = work / f"scans-{dpi}"
    scans.mkdir()
    per_doc = {}
    dist = ref_len = pages = 0
    wall = cpu = 0.0
    pool = OcrPool(workers, min_pages=1)
    try:
        for name, text_pdf in texts.items():
            scan = samples.write_scanned_pdf(text_pdf, scans / f"{name}.pdf", dpi)
            ref = page_texts(text_pdf)
            t0, c0 = time.perf_counter(), cpu_seconds()
            doc = load_document(scan, ocr=OcrOptions(pool))
            wall += time.perf_counter() - t0
            cpu += cpu_seconds() - c0
            hyp = ocr_texts(doc)
            d = sum(Levenshtein.distance(r, h) for r, h in zip(ref, hyp, strict=True))
            n = sum(len(r) for r in ref)
            per_doc[name] = {"pages": len(ref), "chars": n, "accuracy": round(1 - d / max(n, 1), 4)}
            dist, ref_len, pages = dist + d, ref_len + n, pages + len(ref)
    finally:
        pool.close()
    search = search_quality(scans, texts, work / f"data-{dpi}")
    return {
        "dpi": dpi,
        "pages": pages,
        "accuracy": round(1 - dist / max(ref_len, 1), 4),
        "documents": per_doc,
        "ocr_seconds": round(wall, 1),
        "pages_per_second": round(pages / wall, 3),
        "cpu_seconds_per_page": round(cpu / pages, 2),
        "search": search,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "ocr.json")
    parser.add_argument("--dpi", type=int, nargs="+", default=[150, 300])
    parser.add_argument("--laws", type=int, default=6, help="how many bench laws (the shortest first)")
    parser.add_argument("--workers", type=int, default=2, help="OCR processes (1: in this process)")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="knowdesk-ocr-bench-"))
    try:
        texts = sources(args.laws, work)
        load = os.getloadavg()[0]
        originals = work / "text-layer"
        originals.mkdir()
        for name, pdf in texts.items():
            shutil.copy(pdf, originals / f"{name}.pdf")
        baseline = search_quality(originals, texts, work / "data-text")
        results = [measure(dpi, texts, work, args.workers) for dpi in args.dpi]
        out = {"workers": args.workers, "load_average_at_start": round(load, 1), "text_layer_search": baseline,
               "results": results}  # fmt: skip
        print(f"text layer: search hit@1 {baseline['hit@1']} hit@3 {baseline['hit@3']} of {baseline['questions']}")
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(out, ensure_ascii=False, indent=2), encoding="utf-8")
        for r in results:
            print(f"{r['dpi']} dpi: accuracy {r['accuracy']:.2%} over {r['pages']} pages, "
                  f"{r['pages_per_second']} pages/s ({r['cpu_seconds_per_page']} CPU s/page), "
                  f"search hit@1 {r['search']['hit@1']} hit@3 {r['search']['hit@3']} "
                  f"of {r['search']['questions']}")  # fmt: skip
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
