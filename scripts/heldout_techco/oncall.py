"""On-call 值班管理规范: a wiki page exported to HTML (nested lists, a subsidy table whose weekend and holiday rows are
multiples of the weekday rate, a per-incident bonus table, a monthly cap and an FAQ block) by the SRE team."""

from __future__ import annotations

NAME = "On-call值班管理规范.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>On-call值班管理规范 - 星衡Wiki</title>
</head>
<body>
<div class="wiki-breadcrumb">星衡Wiki / 研发效能 / SRE / On-call值班管理规范</div>
<h1>On-call值班管理规范</h1>
<p class="page-meta">创建者：SRE 团队 · 最后修改：2026-02-16 · 版本 v3.2</p>

<h2>1. 适用范围</h2>
<ul>
  <li>研发、SRE、DBA、安全等需要 7×24 保障线上服务的团队</li>
  <li>M2 及以上管理者不参与常规排班，作为升级联系人（escalation）</li>
</ul>

<h2>2. 值班方式</h2>
<ul>
  <li>按周轮值，每周一 10:00 交接
    <ul>
      <li>primary：主值班，第一响应人</li>
      <li>secondary：备岗，primary 15分钟未响应时接手</li>
    </ul>
  </li>
  <li>值班表由各团队 TL 在「值班平台」维护，至少提前两周排出</li>
  <li>换班：至少提前 24 小时在值班平台提交换班申请，换班双方确认后由 TL 审批</li>
</ul>

<h2>3. 响应时限</h2>
<table border="1">
  <tr><th>故障等级</th><th>响应时限</th><th>要求</th></tr>
  <tr><td>P0（核心业务不可用）</td><td>5分钟内响应</td><td>15分钟内上线处理，拉起故障群并通知 TL</td></tr>
  <tr><td>P1（核心功能受损）</td><td>15分钟内响应</td><td>1小时内给出处理方案</td></tr>
  <tr><td>P2（非核心问题）</td><td>下一个工作日</td><td>建工单跟进</td></tr>
</table>

<h2>4. 值班补贴</h2>
<table border="1">
  <tr><th>值班日类型</th><th>补贴标准（primary）</th></tr>
  <tr><td>工作日</td><td>200元/天</td></tr>
  <tr><td>周末（休息日）</td><td>工作日标准 × 1.5</td></tr>
  <tr><td>法定节假日</td><td>工作日标准 × 3</td></tr>
</table>
<ul>
  <li>secondary（备岗）按 primary 标准的 50% 计发</li>
  <li>补贴按实际值班天数计算，随次月工资发放</li>
</ul>

<h2>5. 故障处理奖励</h2>
<table border="1">
  <tr><th>故障等级</th><th>奖励（每次）</th></tr>
  <tr><td>P0</td><td>500元</td></tr>
  <tr><td>P1</td><td>200元</td></tr>
  <tr><td>P2</td><td>不另计</td></tr>
</table>
<ul>
  <li>以故障复盘（postmortem）中记录的处理人为准，同一故障多人处理的由 TL 分配</li>
  <li><strong>月度上限：</strong>值班补贴与故障处理奖励合计，每人每月不超过 3000元</li>
</ul>

<h2>6. 其他</h2>
<ul>
  <li>22:00 至次日 08:00 处理故障累计超过 2 小时的，次日可调休半天（在 HR 系统提交，TL 审批）</li>
  <li>值班期间因处理故障产生的打车费可实报实销，不受《员工常见问题》中打车时间和金额的限制</li>
</ul>

<h2>7. FAQ</h2>
<div class="faq">
  <p><b>Q：</b>值班那周要请假怎么办？</p>
  <p><b>A：</b>自己找同事换班，在值班平台提交换班申请，TL 审批通过后再请假。</p>
  <p><b>Q：</b>实习生要不要 on-call？</p>
  <p><b>A：</b>实习生不单独值班，可以跟班学习，不计补贴。</p>
  <p><b>Q：</b>值班期间漏接告警会怎样？</p>
  <p><b>A：</b>一个值班周内 P0 告警 2 次未在时限内响应的，取消当周全部值班补贴。</p>
</div>
<p class="page-footer">有问题请在 #sre-oncall 频道提问，或联系 SRE 负责人 钱峰。</p>
</body>
</html>
"""
