"""Gifts, Hospitality and Entertainment Standard: a global English HTML page exported from the compliance portal,
with a Glossary, general prohibitions, a value-tier table in USD beside the RMB amounts used in China with footnotes
on government officials and meals, annual caps, how to request pre-approval and the compliance contacts."""

from __future__ import annotations

NAME = "Globex Gifts Hospitality and Entertainment Standard.html"

HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Gifts, Hospitality and Entertainment Standard - Globex Compliance Portal</title>
</head>
<body>
<header><a href="/">ComplianceHub</a> | <a href="/policies">Policies</a> | <a href="/training">Training</a></header>
<main>
<h1>Gifts, Hospitality and Entertainment Standard</h1>
<p class="meta">Standard No. GLB-CMP-002 | Version 2.0 | Effective 1 April 2025 | Owner: Global Compliance</p>

<h2>Section 1 Purpose</h2>
<p>1.1 Gifts and hospitality can build business relationships, but they must never influence, or appear to influence,
a business decision. This Standard applies to all Globex employees worldwide, both when giving and when receiving.</p>

<h2>Section 2 Glossary</h2>
<p>2.1 "Gift" means anything of value given or received without payment, including goods, vouchers, gift cards and
discounts not available to the public.</p>
<p>2.2 "Hospitality" means meals, entertainment, event tickets, travel or lodging provided by or to a business partner,
where the host attends.</p>
<p>2.3 "Government Official" means any employee of a government body, of a state-owned enterprise (including
state-owned customers), of a public university or of a public international organisation.</p>
<p>2.4 "Cash Equivalent" means gift cards, prepaid cards, shopping vouchers, hongbao (red envelopes) and mobile payment
transfers such as WeChat or Alipay red packets.</p>

<h2>Section 3 General Rules</h2>
<p>3.1 The following are prohibited at any value:</p>
<ul>
<li>(a) cash or Cash Equivalents;</li>
<li>(b) gifts or hospitality offered to or accepted from a party during an open tender or while a purchasing decision
involving that party is pending;</li>
<li>(c) anything requested by the recipient, and anything given in secret.</li>
</ul>
<p>3.2 Every gift or hospitality above Tier 1 must be recorded in the Gift Register within 5 business days.</p>

<h2>Section 4 Value Tiers and Pre-approval</h2>
<table>
<caption>Table 4.1 Value per person per occasion</caption>
<tr><th>Tier</th><th>Value (USD)</th><th>China (RMB)</th><th>Pre-approval</th></tr>
<tr><td>Tier 1 (nominal)</td><td>up to 50</td><td>up to 300</td><td>None</td></tr>
<tr><td>Tier 2</td><td>50.01 to 150</td><td>301 to 1,000</td><td>Line manager</td></tr>
<tr><td>Tier 3</td><td>150.01 to 500</td><td>1,001 to 3,500</td><td>Line manager and Regional Compliance Officer</td></tr>
<tr><td>Tier 4</td><td>above 500</td><td>above 3,500</td><td>Chief Compliance Officer</td></tr>
</table>
<p>Note 1: In mainland China the RMB column applies.</p>
<p>Note 2: For a Government Official, anything above Tier 1 needs the pre-approval of the Regional Compliance Officer
whatever its tier, and the total given to one Government Official may not exceed USD 200 (RMB 1,400) per calendar
year.</p>
<p>Note 3: A business meal is limited to USD 100 (RMB 600) per person, including drinks; a meal above that amount is
treated as Tier 3.</p>

<h2>Section 5 Annual Limits</h2>
<p>5.1 An employee may accept gifts worth no more than USD 300 (RMB 2,000) in total from the same business partner
in one calendar year.</p>
<p>5.2 Seasonal gifts of nominal value, such as a box of mooncakes or a calendar, are Tier 1 if their value does not
exceed the Tier 1 limit.</p>

<h2>Section 6 Gifts Received</h2>
<p>6.1 A gift above Tier 2 that cannot politely be refused must be handed to Compliance within 10 business days;
Compliance decides whether it is returned, donated to charity or displayed in the office.</p>

<h2>Section 7 Requesting Pre-approval</h2>
<p>7.1 Submit the request in ComplianceHub at least 5 business days before the gift or event. In an emergency, send
the request by email to the Regional Compliance Officer and record it in ComplianceHub afterwards.</p>

<h2>Section 8 Contacts</h2>
<p>Regional Compliance Officer, Greater China: Grace Wu, compliance-gc@globex-demo.com</p>
<p>Ethics Hotline (China, toll free): 400-120-5588, or ethics.globex-demo.com</p>
</main>
<footer>Globex Engineering Software - Global Compliance - internal use only</footer>
</body>
</html>
"""
