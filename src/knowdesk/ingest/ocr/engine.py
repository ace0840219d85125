"""The OCR engine: RapidOCR (PP-OCRv4 Chinese/English detection and recognition, ONNX Runtime).

Its models ship inside the `rapidocr-onnxruntime` wheel (the `ocr` extra), so nothing is ever
downloaded when a page is read. The engine is imported only when a page needs it: a text PDF or a
Word file without pictures never pays for OpenCV, and an installation without the extra says what
to install instead of pretending the file is empty.
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np

from knowdesk.models import OcrLine, OcrPage

INSTALL_HINT = "pip install 'knowdesk[ocr]'"


class OcrUnavailable(RuntimeError):
    """The OCR engine is not installed (or cannot start) in this environment."""


class RapidEngine:
    """One loaded RapidOCR instance; `threads` bounds ONNX Runtime's threads (0 = its default)."""

    def __init__(self, threads: int = 0, max_side: int = 2000) -> None:
        try:
            from rapidocr_onnxruntime import RapidOCR
        except ImportError as exc:
            raise OcrUnavailable(f"the OCR engine is not installed ({exc.name}); {INSTALL_HINT}") from exc
        except Exception as exc:  # OpenCV without its system libraries (libGL), say
            raise OcrUnavailable(f"the OCR engine cannot start: {type(exc).__name__}: {exc}") from exc
        n = threads if threads > 0 else -1
        params: dict[str, Any] = {"intra_op_num_threads": n, "inter_op_num_threads": n, "max_side_len": max_side}
        self._ocr = RapidOCR(**params)
        self._lock = threading.Lock()  # one ONNX session set, used by one page at a time

    def read(self, image: np.ndarray) -> OcrPage:
        """OCR an RGB (or grey) image array."""
        h, w = image.shape[:2]
        with self._lock:
            # no direction classifier: scanned lines are upright, and it turned long upright lines
            # upside down (then read as nothing): 19 of 21 lines, 467 of 551 characters on a law page
            result, _ = self._ocr(_bgr(image), use_cls=False)
        lines = []
        for box, text, score in result or []:
            xs = [float(p[0]) for p in box]
            ys = [float(p[1]) for p in box]
            if str(text).strip():
                lines.append(OcrLine(min(xs), min(ys), max(xs), max(ys), str(text).strip(), float(score)))
        return OcrPage(width=w, height=h, lines=tuple(lines))


def _bgr(image: np.ndarray) -> np.ndarray:
    """RapidOCR takes arrays in OpenCV's BGR order (grey and RGBA are flattened onto white first)."""
    if image.ndim == 2:
        return np.ascontiguousarray(np.repeat(image[:, :, None], 3, axis=2))
    if image.shape[2] == 4:
        alpha = image[:, :, 3:4].astype(np.float32) / 255.0
        image = (image[:, :, :3] * alpha + 255 * (1 - alpha)).astype(np.uint8)
    return np.ascontiguousarray(image[:, :, 2::-1])


_shared: RapidEngine | None = None
_shared_lock = threading.Lock()


def shared_engine(max_side: int = 2000) -> RapidEngine:
    """This process's engine, loaded once (about a second) on first use."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = RapidEngine(max_side=max_side)
        return _shared


def engine_available() -> bool:
    """True if the OCR engine's package can be imported here (does not load the models)."""
    import importlib.util

    return importlib.util.find_spec("rapidocr_onnxruntime") is not None
