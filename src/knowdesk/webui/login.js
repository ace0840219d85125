// Sign-in page: user name + password (or an API token, used once to open a session; it is not kept).
// Says why it is shown (signed out, session expired…) and what was wrong with a failed attempt.
"use strict";

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);

function say(message, kind) {
  const box = $("login-message");
  box.textContent = message;
  box.className = message ? (kind === "info" ? "notice" : "error") : "hidden";
}

function next() {
  const target = params.get("next") || "chat.html";
  return /^\/ui\/[\w.-]+\.html/.test(target) || /^[\w.-]+\.html/.test(target) ? target : "chat.html";
}

async function signIn(body, button) {
  button.disabled = true;
  try {
    await api("/auth/login", { body });
    location.href = next();
  } catch (e) {
    say(describe(e));
    if (body.password !== undefined) { $("login-password").value = ""; $("login-password").focus(); }
    else { $("login-token").value = ""; $("login-token").focus(); }
  } finally { button.disabled = false; }
}

function switchMode() {
  const token = $("token-form").classList.toggle("hidden") === false;
  $("password-form").classList.toggle("hidden", token);
  $("switch-mode").textContent = t(token ? "usePassword" : "useToken");
  (token ? $("login-token") : $("login-name")).focus();
}

function main() {
  header("", null);
  document.querySelector("header nav").remove();  // nothing to navigate to before signing in
  const why = params.get("why");
  if (why === "signed_out") say(t("signedOut"), "info");
  else if (why && why !== "unauthorized") say(tOr(`err_${why}`, ""));
  $("password-form").onsubmit = (ev) => {
    ev.preventDefault();
    if (!$("login-name").value.trim() || !$("login-password").value) { say(t("needCredentials")); return; }
    signIn({ name: $("login-name").value.trim(), password: $("login-password").value }, $("login-submit"));
  };
  $("token-form").onsubmit = (ev) => {
    ev.preventDefault();
    if (!$("login-token").value.trim()) { say(t("needToken")); return; }
    signIn({ token: $("login-token").value.trim() }, $("token-submit"));
  };
  $("switch-mode").onclick = switchMode;
  $("login-name").focus();
}

main();
