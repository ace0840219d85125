"""Documents of the blind development knowledge base bench/heldout/estate (a fictional property-management group's
security, cleaning, engineering, customer-service and staff rules), one module per document; built by
scripts/build_heldout_estate.py."""

COMPANY = "杭州澄庭物业服务集团有限公司"
