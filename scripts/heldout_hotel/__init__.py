"""Documents of the blind development knowledge base bench/heldout/hotel (a fictional hotel and catering group's
front-line staff rules), one module per document; built by scripts/build_heldout_hotel.py."""

COMPANY = "锦澜酒店餐饮集团有限公司"
