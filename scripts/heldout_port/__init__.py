"""Documents of the blind knowledge base bench/heldout/port (a fictional container terminal operator's quay-crane and
yard-crane drivers, tally clerks, lashing crews, reefer technicians, gate staff, terminal truck drivers and control
tower), one module per document; built by scripts/build_heldout_port.py."""

COMPANY = "东屿港集装箱码头有限公司"
