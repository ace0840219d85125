"""Documents of the blind knowledge base bench/heldout/courier (a fictional express-delivery company's courier,
sorting-hub, line-haul driver, customer-service and warehouse staff rules), one module per document; built by
scripts/build_heldout_courier.py."""

COMPANY = "迅驰速运有限公司"
