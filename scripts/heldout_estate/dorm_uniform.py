"""员工宿舍与工服管理规定: an intranet page exported to HTML from group HR (which project grades provide dormitories
and the housing allowance where none is, rent, free water and electricity quotas, deposit, visitors and appliances
with escalating penalties; uniform sets and deposits by post in a table, deposit refund by length of service, a
deduction table for lost or damaged items with a footnote exempting damage on duty, replacement cycles)."""

from __future__ import annotations

NAME = "员工宿舍与工服管理规定.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>员工宿舍与工服管理规定 - 澄庭物业内网</title>
<style>table{border-collapse:collapse}td,th{border:1px solid #999;padding:4px 8px}</style>
</head>
<body>
<div class="nav">首页 / 制度中心 / 人力资源 / 员工宿舍与工服管理规定</div>
<h1>员工宿舍与工服管理规定</h1>
<p class="meta">发布部门：集团人力资源部　发布日期：2026-02-20　适用：各项目一线员工</p>

<h2>一、员工宿舍</h2>
<ol>
  <li>一类、二类项目在项目内或就近为一线员工提供集体宿舍，每间住4至6人；三类项目不提供宿舍，符合条件的员工每月发放住房补贴300元。</li>
  <li>申请住宿须本人在“澄庭通”App提交，经项目经理批准后由秩序维护主管安排床位。已领取住房补贴的，不再安排宿舍。</li>
  <li>住宿费每人每月150元，从当月工资中扣除。入住时交住宿押金200元，退宿时经检查床铺、钥匙、公物无损坏的全额退还。</li>
  <li>每人每月免费用电50度、用水3吨，超出部分按项目所在地居民价格分摊，随工资扣除。</li>
  <li>宿舍晚上23:00锁门，夜班人员凭工牌进出。非住宿人员不得留宿，家属探访须在22:00前离开。</li>
  <li>禁止在宿舍使用800瓦以上的大功率电器，禁止私拉电线、给电动自行车电池充电。</li>
</ol>
<table>
  <tr><th>违反宿舍规定的行为</th><th>第一次</th><th>第二次</th><th>第三次</th></tr>
  <tr><td>留宿外来人员</td><td>扣100元</td><td>扣200元</td><td>取消住宿资格</td></tr>
  <tr><td>使用大功率电器或私拉电线</td><td>没收电器，扣200元</td><td>取消住宿资格</td><td>—</td></tr>
  <tr><td>在宿舍内给电动自行车电池充电</td><td>扣200元</td><td>取消住宿资格</td><td>—</td></tr>
</table>
<p>违规次数按同一住宿年度（每年3月1日起算）累计。</p>

<h2>二、工服</h2>
<h3>（一）发放与押金</h3>
<table>
  <tr><th>岗位</th><th>首次发放</th><th>工服押金</th></tr>
  <tr><td>秩序维护员</td><td>春秋装2套、夏装2套、冬季大衣1件、帽子1顶、皮鞋1双</td><td>400元</td></tr>
  <tr><td>消控室值机员</td><td>春秋装2套、夏装2套</td><td>250元</td></tr>
  <tr><td>保洁员、绿化工</td><td>工作服3套、防滑胶鞋1双</td><td>150元</td></tr>
  <tr><td>工程维修工</td><td>工装3套、劳保鞋1双</td><td>300元</td></tr>
  <tr><td>客服管家</td><td>西装2套、衬衫3件</td><td>350元</td></tr>
</table>
<ul>
  <li>工服押金在入职首月工资中一次性扣除。</li>
  <li>离职时交回全部工服的：在职满12个月的全额退还押金；在职不满12个月的退还押金的50%。未交回的，押金不予退还。</li>
  <li>夏装每年5月更换一次；春秋装每2年更换一次；冬季大衣每3年更换一次。</li>
</ul>
<h3>（二）遗失与损坏赔偿</h3>
<table>
  <tr><th>物品</th><th>赔偿标准</th></tr>
  <tr><td>春秋装</td><td>120元/套</td></tr>
  <tr><td>夏装</td><td>80元/套</td></tr>
  <tr><td>冬季大衣</td><td>260元/件</td></tr>
  <tr><td>皮鞋、劳保鞋</td><td>150元/双</td></tr>
  <tr><td>保洁工作服、工装</td><td>90元/套</td></tr>
  <tr><td>西装</td><td>380元/套</td></tr>
</table>
<p class="footnote">注：在火灾扑救、抢险、救援等执行任务中损坏的，经项目经理确认后免费更换，不予赔偿。</p>

<p class="footer">如有疑问请联系项目行政或集团人力资源部（0571-8890 1001）。</p>
</body>
</html>
"""
