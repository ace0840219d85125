"""Information Technology Acceptable Use and Security Incident Policy: a global English-only PDF in "Section 3.2 /
(a)" numbering, with a Glossary of defined terms, device and data rules, the incident-reporting duty with its time
limit and a contact table (the China service desk beside the global security centre)."""

from __future__ import annotations

from datetime import datetime

NAME = "Globex IT Acceptable Use and Security Incident Policy (GLB-IT-004).pdf"
TITLE = "IT Acceptable Use and Security Incident Policy"
SUBJECT = "Global policy GLB-IT-004, version 3.1"
CREATED = datetime(2025, 2, 20, 10, 0, 0)

CONTENT: list[tuple] = [
    ("title", "IT Acceptable Use and Security Incident Policy"),
    (
        "meta",
        "Policy No. GLB-IT-004 | Version 3.1 | Effective 1 March 2025 | Owner: Global Information Security Office",
    ),
    ("h1", "Section 1 Purpose and Scope"),
    (
        "p",
        "1.1 This Policy sets out how Globex information systems may be used and how security incidents are reported.\n"
        "1.2 It applies worldwide to all employees, contractors, interns and temporary staff of Globex Engineering "
        "Software and its subsidiaries, including Globex China. Where local law requires a stricter rule, the local "
        "rule applies in addition to this Policy.",
    ),
    ("h1", "Section 2 Glossary"),
    (
        "p",
        '2.1 "Company Device" means any laptop, desktop, mobile phone or tablet that is issued or paid for by Globex.\n'
        '2.2 "Personal Device" means any device owned by the user that is not a Company Device.\n'
        '2.3 "Confidential Information" means customer simulation models and data, unreleased product source code, '
        "price lists and discount approvals, and personal data of employees or customers.\n"
        '2.4 "Security Incident" means any event that actually or potentially compromises the confidentiality, '
        "integrity or availability of Globex information or systems, including a lost or stolen device, a phishing "
        "link that was clicked, a malware infection, and Confidential Information sent to a wrong recipient.\n"
        '2.5 "Shadow IT" means any software or cloud service used for company work that has not been approved by '
        "Global IT.",
    ),
    ("h1", "Section 3 Acceptable Use"),
    (
        "p",
        "3.1 Company Devices\n"
        "(a) Company Devices are provided for business use. Limited personal use is permitted if it does not interfere "
        "with work and does not involve prohibited content.\n"
        "(b) Users must not disable or uninstall endpoint protection, disk encryption or the corporate VPN client.\n"
        "(c) Software may be installed only from the Globex Software Center. Any other software requires a service "
        "ticket approved by the user's line manager and by IT Security.",
    ),
    (
        "p",
        "3.2 Passwords and multi-factor authentication\n"
        "(a) Passwords must be at least 14 characters long and must not repeat any of the user's last 10 passwords.\n"
        "(b) Multi-factor authentication (MFA) is mandatory for email, VPN and all cloud applications.\n"
        "(c) An account is locked for 15 minutes after 6 consecutive failed sign-in attempts.",
    ),
    (
        "p",
        "3.3 Personal Devices\n"
        "(a) Personal Devices may access company email and Teams only through the Intune-managed mobile apps.\n"
        "(b) Confidential Information must never be stored on a Personal Device.\n"
        "(c) Globex does not reimburse the purchase of Personal Devices; local allowance rules may apply.",
    ),
    (
        "p",
        "3.4 Handling Confidential Information\n"
        "(a) Confidential Information may be shared outside Globex only through Globex SecureShare.\n"
        "(b) USB storage devices are blocked by default. An exception requires the approval of a Director and is "
        "granted for no more than 30 days at a time.\n"
        "(c) Generative AI: only the internal Globex Copilot may be used with Confidential Information. Public AI "
        "tools must not receive Confidential Information.",
    ),
    (
        "p",
        "3.5 Prohibited uses\n"
        "(a) cryptocurrency mining;\n"
        "(b) accessing or storing illegal or offensive content;\n"
        "(c) circumventing network controls, including unapproved VPN or proxy services;\n"
        "(d) using Shadow IT.",
    ),
    ("h1", "Section 4 Monitoring"),
    (
        "p",
        "4.1 Globex may monitor the use of its systems to protect its information, in accordance with local law. In "
        "mainland China monitoring is carried out in line with the Personal Information Protection Law and employees "
        "are notified in advance.",
    ),
    ("h1", "Section 5 Reporting a Security Incident"),
    (
        "p",
        "5.1 Any Security Incident must be reported immediately, and in any case within 1 hour of discovery.\n"
        "5.2 During office hours, report it to the local IT Service Desk; outside office hours, call the Global "
        "Security Operations Center (SOC), which is staffed 24x7. Contact details are in Section 8.\n"
        "5.3 A stolen device must also be reported to the local police within 24 hours, and the police report number "
        "must be given to IT.\n"
        "5.4 When reporting, do not investigate the incident yourself, do not forward a phishing email to colleagues, "
        "and do not switch off an infected device: disconnect it from the network instead.\n"
        "5.5 Where personal data may be affected, IT informs the Data Protection Officer, who decides whether the "
        "authorities must be notified; such a decision is made within 72 hours of the report.",
    ),
    ("h1", "Section 6 Lost or Damaged Company Devices"),
    (
        "p",
        "6.1 A lost or damaged laptop is replaced free of charge the first time. For a second loss within 24 months, "
        "the employee may be charged the depreciated value of the device, capped at USD 500.\n"
        "6.2 Repairs are arranged by the IT Service Desk; employees must not take a Company Device to a third-party "
        "repair shop.",
    ),
    ("h1", "Section 7 Violations"),
    (
        "p",
        "7.1 Violations of this Policy may lead to disciplinary action up to and including termination of "
        "employment, and to the withdrawal of system access.",
    ),
    ("h1", "Section 8 Contacts"),
    (
        "table",
        "Table 8.1 Security and IT contacts",
        [
            ["Role", "Contact", "Hours"],
            ["IT Service Desk (China)", "+86 21 5555 0110, it-china@globex-demo.com", "Mon-Fri 08:30-18:00 China time"],
            ["Global Security Operations Center", "+1 617 555 0199, security@globex-demo.com", "24x7"],
            ["Information Security Officer, APAC", "Daniel Koh, daniel.koh@globex-demo.com", "Business hours (SGT)"],
            ["Data Protection Officer (China)", "Lin Yue, privacy-china@globex-demo.com", "Business hours"],
        ],
    ),
]
