"""IT账号与设备使用指南: an intranet wiki page exported as HTML, navigation, scripts and comments included."""

from __future__ import annotations

NAME = "IT账号与设备使用指南.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>IT账号与设备使用指南 - 明拓IT服务台知识库</title>
<meta name="generator" content="MingtuoWiki 4.2">
<link rel="stylesheet" href="/static/wiki.min.css?v=20240412">
<script src="/static/jquery-3.6.0.min.js"></script>
<script>
  window.__WIKI_CONFIG__ = {"space": "ITSD", "pageId": 40213, "editor": "zhangmin", "theme": "light"};
  function toggleSidebar(){ document.body.classList.toggle('sidebar-collapsed'); }
  (function(){ var t = localStorage.getItem('wiki-theme') || 'light'; document.documentElement.dataset.theme = t; })();
</script>
<style>.cookie-bar{position:fixed;bottom:0;width:100%;background:#333;color:#fff}</style>
</head>
<body>
<div class="cookie-bar" id="cookie">本站使用Cookie以改善浏览体验。<button onclick="document.getElementById('cookie').remove()">知道了</button></div>
<header class="topbar">
  <a class="logo" href="/">明拓知识库</a>
  <nav class="topnav">
    <a href="/spaces/HR">人力资源</a> | <a href="/spaces/FIN">财务</a> | <a href="/spaces/EHS">安全环保</a> |
    <a href="/spaces/ITSD" class="active">IT服务台</a> | <a href="/spaces/QA">质量</a> | <a href="/login">登录</a>
  </nav>
  <form class="search" action="/search"><input name="q" placeholder="搜索知识库…"><button>搜索</button></form>
</header>
<div class="breadcrumb">首页 &gt; IT服务台 &gt; 员工自助 &gt; IT账号与设备使用指南</div>
<aside class="sidebar">
  <h4>IT服务台</h4>
  <ul>
    <li><a href="/ITSD/40201">打印机驱动下载</a></li>
    <li><a href="/ITSD/40205">MES系统常见问题</a></li>
    <li><a href="/ITSD/40213">IT账号与设备使用指南</a></li>
    <li><a href="/ITSD/40220">会议室投屏说明</a></li>
    <li><a href="/ITSD/40231">ERP权限申请模板</a></li>
  </ul>
  <a href="javascript:toggleSidebar()">收起侧栏</a>
</aside>
<main id="content">
<h1>IT账号与设备使用指南</h1>
<p class="page-meta">空间：IT服务台　｜　页面负责人：信息技术部 张敏　｜　本页最后编辑于2024年4月12日　｜　版本 18</p>

<div class="toc"><b>本页目录</b>
<ol><li>账号开通</li><li>密码规则</li><li>电脑配发与申领</li><li>设备丢失与损坏</li><li>U盘与外接存储</li><li>VPN远程访问</li><li>无线网络</li><li>软件安装</li><li>打印与邮件</li><li>离职时的账号与设备</li><li>联系IT服务台</li></ol>
</div>

<h2>1. 账号开通</h2>
<p>新员工入职当天，人力资源部在HR系统中完成入职登记后，系统自动向信息技术部推送开户工单，IT在<b>1个工作日内</b>开通以下账号：</p>
<table class="wiki-table">
<tr><th>人员类别</th><th>开通的账号</th><th>初始密码</th></tr>
<tr><td>职能部门员工、工程师、班组长及以上</td><td>域账号（用于电脑登录、ERP、MES、OA）、企业邮箱（工号@mingtuo-auto.example）、明拓E家</td><td>由系统短信发送至本人手机，首次登录须修改</td></tr>
<tr><td>一线操作工</td><td>明拓E家（考勤、请假、工资条）</td><td>工号＋身份证号后6位，首次登录须修改</td></tr>
</table>
<p>ERP、MES等业务系统的<b>操作权限</b>不随账号自动开通，需要在OA提交《系统权限申请单》，经部门经理和系统负责人审批后由IT配置。</p>

<h2>2. 密码规则</h2>
<ul>
<li>密码长度至少10位，须包含大写字母、小写字母、数字、特殊字符中的至少3种；</li>
<li>域账号密码每90天必须更换一次，新密码不得与最近5次使用过的密码相同；</li>
<li>连续输错密码5次，账号自动锁定30分钟；</li>
<li>忘记密码的，可以在电脑登录界面点击“自助重置密码”，通过绑定的手机验证码重置；无法自助重置的，本人携带工牌到IT服务台办理，不接受他人代办或电话重置。</li>
</ul>
<div class="note">⚠ IT人员不会以任何理由向您索要密码，收到类似邮件或电话请立即报告IT服务台。</div>

<h2>3. 电脑配发与申领</h2>
<table class="wiki-table">
<tr><th>岗位</th><th>配发标准</th><th>使用年限</th></tr>
<tr><td>职能部门员工</td><td>标准办公笔记本（14英寸，16G内存）</td><td>5年</td></tr>
<tr><td>研发、工艺、质量工程师</td><td>高性能笔记本（32G内存，独立显卡），可另配1台24英寸显示器</td><td>4年</td></tr>
<tr><td>班组长、车间文员</td><td>车间共享台式电脑（每班组1台）</td><td>6年</td></tr>
<tr><td>一线操作工</td><td>不配发个人电脑，使用车间MES终端</td><td>—</td></tr>
</table>
<p>申领步骤：</p>
<ol>
<li>在OA提交《IT设备申领单》，写明岗位和用途；</li>
<li>部门经理审批；配置高于本岗位标准的，还需分管副总经理审批；</li>
<li>信息技术部备机、安装系统和防病毒软件；</li>
<li>IT在审批完成后<b>3个工作日内</b>通知领取，领用人在《IT资产领用确认单》上签字。</li>
</ol>
<p>电脑达到使用年限后，可以申请更换；未到年限但无法维修的，由IT出具鉴定意见后更换。</p>

<h2>4. 设备丢失与损坏</h2>
<p>公司配发的电脑、手机等设备丢失的，应当在发现后<b>24小时内</b>报告IT服务台和部门经理；涉及客户图纸等资料的，IT将远程锁定设备并擦除数据。</p>
<p>因个人原因丢失或者损坏的，按设备残值赔偿：赔偿金额＝购置价×（1－已使用月数÷60）。已使用满60个月的，不再赔偿。正常使用中出现的故障，由IT免费维修。</p>

<h2>5. U盘与外接存储</h2>
<p>公司电脑默认禁用USB存储设备，禁止使用个人U盘和移动硬盘。因工作需要拷贝数据的，可以申请公司<b>加密U盘</b>：在OA提交《加密U盘申请单》，经部门经理和信息安全专员审批后到IT服务台领取，借用期不超过30天。向客户发送图纸请使用公司文件外发平台。</p>

<h2>6. VPN远程访问</h2>
<p>出差或者居家办公需要访问ERP、MES、OA等内网系统的，需开通VPN：</p>
<ul>
<li>在OA提交《VPN开通申请》，由部门经理审批后，IT在1个工作日内开通；</li>
<li>VPN权限有效期最长6个月，到期需重新申请；</li>
<li>登录VPN须使用手机令牌进行二次验证；</li>
<li>一线操作工和实习生原则上不开通VPN。</li>
</ul>

<h2>7. 无线网络</h2>
<table class="wiki-table">
<tr><th>网络名称</th><th>使用对象</th><th>登录方式</th></tr>
<tr><td>MT-Office</td><td>员工的公司电脑</td><td>域账号自动认证</td></tr>
<tr><td>MT-Staff</td><td>员工个人手机</td><td>明拓E家扫码认证，每人限2台设备</td></tr>
<tr><td>MT-Guest</td><td>访客</td><td>向前台索取当日密码，有效期24小时</td></tr>
<tr><td>MT-IOT</td><td>车间设备、扫码枪</td><td>仅限IT配置的设备，禁止个人设备接入</td></tr>
</table>

<h2>8. 软件安装</h2>
<p>公司电脑只允许安装正版软件。员工没有本机管理员权限，需要的软件请在“软件中心”自助安装（已列入白名单的软件，如WPS、钉钉、AutoCAD看图、7-Zip）；白名单以外的软件在OA提交《软件安装申请》，经部门经理审批、信息安全专员评估后由IT安装。需要购买授权的软件（如CATIA、UG NX、Minitab）由部门提出采购申请，列入部门预算。</p>
<p>严禁安装破解软件、游戏、挖矿程序和远程控制软件（如向日葵、TeamViewer）；发现的，IT将卸载并通报部门经理，情节严重的按《员工奖惩管理办法》处理。</p>

<h2>9. 打印与邮件</h2>
<ul>
<li>各楼层打印机刷工牌取件；黑白打印无需申请，彩色打印需部门经理在OA开通权限；</li>
<li>企业邮箱容量5GB，单封邮件附件不超过25MB，大文件请使用公司文件外发平台；</li>
<li>不要用企业邮箱注册与工作无关的网站；可疑邮件请点击邮箱工具栏的“报告钓鱼邮件”。</li>
</ul>

<h2>10. 离职时的账号与设备</h2>
<p>员工的域账号和明拓E家账号在<b>最后工作日18:00</b>停用。企业邮箱停用后保留30天，期间由部门经理指定的接收人查看和转存；30天后删除。离职员工应当在最后工作日前将电脑、加密U盘、手机令牌等交还IT服务台，由IT在《离职交接单》上签字确认。</p>

<h2>11. 联系IT服务台</h2>
<p>IT服务台：分机8800，邮箱itsd@mingtuo-auto.example；服务时间周一至周六8:00—20:00。各厂IT驻点：武进一厂办公楼2楼、新北二厂综合楼1楼、金坛三厂行政楼3楼。夜间紧急故障（影响生产的MES、网络中断）拨打值班手机（见车间公告栏）。</p>

<div class="page-footer-tags">标签：<span>账号</span><span>密码</span><span>电脑</span><span>VPN</span><span>WiFi</span></div>
<section class="comments">
<h3>评论（3）</h3>
<div class="comment"><b>李工</b>：高性能笔记本可以选Mac吗？<br><b>张敏</b>：目前只配发Windows笔记本，特殊需求请走OA说明。</div>
<div class="comment"><b>王芳</b>：自助重置密码收不到验证码怎么办？<br><b>张敏</b>：请检查明拓E家绑定的手机号是否更换，已更换的到IT服务台更新。</div>
</section>
</main>
<footer class="site-footer">
  <p>© 2024 常州明拓汽车零部件有限公司 信息技术部　|　内部资料，请勿外传　|　<a href="/help">帮助</a>　|　<a href="/feedback">意见反馈</a></p>
</footer>
<script>
  document.querySelectorAll('.wiki-table').forEach(function(t){ t.classList.add('striped'); });
  var _hmt = _hmt || []; (function(){ var hm = document.createElement('script'); hm.src = '/static/analytics.js'; document.body.appendChild(hm); })();
</script>
</body>
</html>
"""
