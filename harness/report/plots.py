"""The HTML page's plots: matplotlib figures drawn off-screen (Agg) and embedded as PNG data URIs, so the
page needs no network. matplotlib is the `plots` extra: without it the page is whole less its plots
(`missing` says why)."""

from __future__ import annotations

import base64
import io
from typing import Any


def png_uri(fig: Any) -> str:
    import matplotlib.pyplot as plt

    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=80, bbox_inches="tight")
    plt.close(fig)
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode()


def missing() -> str | None:
    """Why the page has no plots (matplotlib, the `plots` extra, is not installed), else None."""
    try:
        import matplotlib  # noqa: F401 (is it installed?)
    except ImportError:
        return ("matplotlib is not installed, so this page has no plots (error maps, error growth); "
                "install them with: pip install 'pallas-conformance[plots]'")
    return None


def pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    return plt


def error_map_image(m: dict[str, Any]) -> str:
    """|error| / allowed over the plane through the worst element (log scale; the allowance is the
    contour at 1), the worst element circled, and the maximum per variable beside it."""
    import numpy as np

    plt = pyplot()
    cells = np.asarray(m["cells"], dtype=np.float64)
    per_var = m.get("per_variable") or []
    fig, axes = plt.subplots(1, 2 if per_var else 1, figsize=(9 if per_var else 6, 3.6),
                             gridspec_kw={"width_ratios": [3, 1]} if per_var else None, squeeze=False)
    ax = axes[0][0]
    stride = m.get("stride", [1, 1])
    pooled = f" (max over {stride[0]}x{stride[1]} blocks)" if stride != [1, 1] else ""
    if cells.shape[0] == 1:  # a 1-D leaf: the error along it, against the allowance
        x = np.arange(cells.shape[1]) * stride[1]
        ax.semilogy(x, np.maximum(cells[0], 1e-6), drawstyle="steps-mid")
        ax.axhline(1.0, color="crimson", linewidth=0.8, linestyle="--", label="allowed")
        ax.plot([m["worst"][1] * stride[1]], [max(cells[0][m["worst"][1]], 1e-6)], marker="o", markersize=10,
                markerfacecolor="none", markeredgecolor="green", markeredgewidth=2, label="worst")
        ax.set_xlabel(m["axes"][1])
        ax.set_ylabel(m["unit"])
        ax.set_title(f"{m['plane']}{pooled}", fontsize=9)
        ax.legend(fontsize=7)
        return png_uri(fig)
    shown = np.log10(np.maximum(cells, 1e-6))
    image = ax.imshow(shown, cmap="magma", aspect="auto", interpolation="nearest", vmin=min(-3.0, shown.min()),
                      vmax=max(0.5, shown.max()))
    if cells.shape[0] > 1 and cells.shape[1] > 1 and cells.max() > 1:
        ax.contour(shown, levels=[0.0], colors="cyan", linewidths=0.8)
    wy, wx = m["worst"]
    ax.plot([wx], [wy], marker="o", markersize=12, markerfacecolor="none", markeredgecolor="lime", markeredgewidth=2)
    ax.set_title(f"{m['plane']}{pooled}", fontsize=9)
    ax.set_ylabel(m["axes"][0])
    ax.set_xlabel(m["axes"][1])
    fig.colorbar(image, ax=ax, label=f"log10({m['unit']})")
    if per_var:
        bar = axes[0][1]
        values = np.maximum(np.asarray(per_var, dtype=np.float64), 1e-6)
        bar.barh(range(len(values)), values, color=["crimson" if v > 1 else "steelblue" for v in values])
        bar.axvline(1.0, color="black", linewidth=0.8)
        bar.set_xscale("log")
        bar.invert_yaxis()
        bar.set_yticks(range(len(values)))
        bar.set_title("max per variable (dim 0)", fontsize=9)
    return png_uri(fig)
