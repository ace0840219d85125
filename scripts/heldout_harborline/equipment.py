"""Equipment, Home Office and Device Security: an intranet page export (HTML) with the laptop choice and refresh
cycle, the home-office stipend and connectivity allowance by country (table only), coworking, device rules, MFA
and what is prohibited."""

from __future__ import annotations

NAME = "Equipment, Home Office and Device Security.html"

HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Equipment, Home Office and Device Security - Harborline Handbook</title>
</head>
<body>
<nav class="breadcrumbs"><a href="/handbook">Handbook</a> &rsaquo; <a href="/handbook/workplace">Workplace</a></nav>
<article>
<h1>Equipment, Home Office and Device Security</h1>
<p class="meta">Owners: IT and Security · Last reviewed 9 February 2026 · Applies to all employees</p>

<h2>Your laptop</h2>
<p>Every new hire chooses a MacBook Pro 14-inch or a Lenovo ThinkPad X1 Carbon in the IT portal during onboarding.
Engineers and data scientists get the 36&nbsp;GB memory configuration; everyone else gets 18&nbsp;GB.</p>
<p>Laptops are refreshed every 3 years for Engineering and Data roles and every 4 years for all other roles. You can
ask for an early replacement if the laptop fails a hardware check by IT. The laptop stays company property: when you
leave Harborline it must be returned within 10 business days using the prepaid shipping box that IT sends you.</p>

<h2>Peripherals</h2>
<p>Order an external monitor (one, up to USD 400 or local equivalent), a keyboard, a mouse and a headset through the
IT portal. These are shipped to you and are not claimed through expenses. A second monitor needs your manager's
approval in the portal.</p>

<h2>Home-office stipend and connectivity allowance</h2>
<p>To set up a workspace at home, each employee receives a one-time home-office setup stipend, and every month a
connectivity allowance towards home internet and mobile phone costs. Both are paid through payroll in the currency
of your payroll country and are taxed where local law requires it.</p>
<table>
<caption>Home-office amounts by payroll country</caption>
<thead>
<tr><th>Payroll country</th><th>One-time setup stipend</th><th>Monthly connectivity allowance</th></tr>
</thead>
<tbody>
<tr><td>United States</td><td>USD 750</td><td>USD 60</td></tr>
<tr><td>United Kingdom</td><td>GBP 600</td><td>GBP 45</td></tr>
<tr><td>Germany</td><td>EUR 650</td><td>EUR 50</td></tr>
<tr><td>India</td><td>INR 40,000</td><td>INR 2,000</td></tr>
</tbody>
</table>
<p>The setup stipend is paid with your first full month's salary and can be spent on a desk, an ergonomic chair,
lighting, a monitor arm or a docking station. No receipts are needed. A second setup stipend is available after 4
years of service, or after a move the company asked you to make.</p>
<p>Because the connectivity allowance covers home internet and your mobile phone plan, those bills cannot also be
claimed on an expense report. The allowance starts in your first month and stops in the month your employment ends.</p>

<h2>Coworking spaces</h2>
<p>If you live more than 50&nbsp;km from a Harborline office, you may use a coworking space. Membership is
reimbursed up to USD 250 per month (or local equivalent) with your manager's approval, claimed monthly through
expenses with the invoice. Day passes for employees who live closer to an office are reimbursed only for customer or
team meetings.</p>

<h2>Device security</h2>
<ol>
<li>Only company-managed laptops may be used for company work. They are enrolled in Jamf (Mac) or Intune (Windows)
before they ship.</li>
<li>Full-disk encryption (FileVault or BitLocker) and the CrowdStrike endpoint agent must stay switched on.</li>
<li>The screen must lock after 5 minutes of inactivity.</li>
<li>Install operating-system security updates within 14 days of release; critical updates flagged by Security
within 48 hours.</li>
<li>A personal phone or tablet may be used for email, calendar and Slack only through the official apps and only
after it is enrolled in Intune. Source code and customer data must never be stored on a personal device.</li>
</ol>

<h2>Multi-factor authentication (MFA)</h2>
<p>MFA is required on every company account. Use Okta Verify push or a YubiKey. SMS and voice codes are not accepted
because they can be intercepted. Administrators of production systems must use a YubiKey; the company provides two
(one to keep as a backup). If you lose your MFA device, call the IT helpdesk on +1 512 555 0147 to have your factors
reset after an identity check.</p>

<h2>What is prohibited</h2>
<ul>
<li>Sharing your password, MFA device or account with anyone, including colleagues.</li>
<li>Disabling or uninstalling encryption, CrowdStrike or the device-management profile.</li>
<li>Storing company data in personal cloud storage or personal email accounts.</li>
<li>Pasting customer data, credentials or source code into AI tools that Security has not approved. The approved
tools are listed on the Security wiki page "Approved AI tools".</li>
<li>Using public Wi-Fi without the company VPN (GlobalProtect).</li>
<li>Installing pirated software, browser extensions that are not on the allow-list, or cryptocurrency mining
software.</li>
<li>Letting family members or friends use your company laptop.</li>
</ul>
<p>Breaches are handled under the disciplinary procedure and may lead to dismissal.</p>

<h2>Lost or stolen devices and travel</h2>
<p>Report a lost or stolen laptop or phone to Security within 1 hour of noticing, in the #security-help Slack
channel or at security@harborline.io, so it can be locked and wiped remotely. A police report is needed for a stolen
device before IT sends a replacement.</p>
<p>Taking a company laptop to a country on the Security travel list needs approval from the Security team at least
10 business days before departure; Security may issue a loaner laptop instead.</p>
</article>
<footer>Questions: #it-help on Slack, or itsupport@harborline.io</footer>
</body>
</html>
"""
