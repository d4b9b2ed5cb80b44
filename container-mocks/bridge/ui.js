// Mock host UI drawn over the app page, standing in for the host client's native sheets:
// contact picker, share sheet and toast. Plain DOM, no framework: it runs before the app.
(function () {
  var cfg = window.__MOCK_HOST__;
  // shared: share sheets sent; chat: messages put straight into the current chat; opened: links opened
  // in the system browser; openedInHost: links opened inside the host; copied: the clipboard; scanned: codes read.
  var log = (cfg.log = { shared: [], chat: [], opened: [], openedInHost: [], copied: [], toasts: [], titles: [], scanned: [] });

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    for (var k in attrs || {}) {
      if (k === 'style') node.style.cssText = attrs[k];
      else if (k.slice(0, 2) === 'on') node.addEventListener(k.slice(2), attrs[k]);
      else node.setAttribute(k, attrs[k]);
    }
    (children || []).forEach(function (c) {
      node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return node;
  }

  function sheet(title, body, okText) {
    return new Promise(function (resolve) {
      var mask = el('div', { style: 'position:fixed;inset:0;background:rgba(0,0,0,.45);z-index:2147483000;display:flex;align-items:flex-end;justify-content:center' });
      var close = function (value) {
        mask.remove();
        resolve(value);
      };
      var panel = el('div', { role: 'dialog', 'aria-label': title, style: 'background:#fff;width:100%;max-width:420px;border-radius:12px 12px 0 0;padding:16px;font:14px sans-serif;box-sizing:border-box' }, [
        el('div', { style: 'font-weight:600;margin-bottom:12px' }, [title]),
        body.node,
        el('div', { style: 'display:flex;gap:8px;justify-content:flex-end;margin-top:12px' }, [
          el('button', { type: 'button', onclick: function () { close(null); } }, ['取消']),
          el('button', { type: 'button', style: 'background:' + cfg.color + ';color:#fff;border:0;padding:4px 16px;border-radius:4px', onclick: function () { close(body.value()); } }, [okText]),
        ]),
      ]);
      mask.appendChild(panel);
      document.body.appendChild(mask);
    });
  }

  window.__mockUi = {
    /**
     * The host's contact picker over the corp's directory: departments first (when the call asks
     * for them), then members. Resolves { users, departments } as chosen, or null when cancelled.
     */
    pickContacts: function (corp, multiple, title, withDepartments) {
      var name = 'mock-pick-' + Date.now();
      var row = function (value, text) {
        return el('label', { style: 'display:flex;gap:8px;padding:6px 0;border-bottom:1px solid #eee' }, [
          el('input', { type: multiple ? 'checkbox' : 'radio', name: name, value: value }),
          text,
        ]);
      };
      var rows = (withDepartments ? corp.departments.map(function (d) { return row('d:' + d.id, '部门 ' + d.name); }) : []).concat(
        corp.users.map(function (u) { return row('u:' + u.userId, u.name); }),
      );
      var list = el('div', { style: 'max-height:50vh;overflow:auto' }, rows);
      return sheet(title, {
        node: list,
        value: function () {
          var picked = Array.prototype.filter.call(list.querySelectorAll('input'), function (i) { return i.checked; }).map(function (i) { return i.value; });
          return {
            users: corp.users.filter(function (u) { return picked.indexOf('u:' + u.userId) >= 0; }),
            departments: corp.departments.filter(function (d) { return picked.indexOf('d:' + d.id) >= 0; }),
          };
        },
      }, '确定');
    },
    /** The host's share sheet for a link card; resolves true when sent. */
    share: function (card) {
      return sheet('发送给同事', {
        node: el('div', { style: 'border:1px solid #eee;padding:8px;border-radius:6px' }, [
          el('div', { style: 'font-weight:600' }, [card.title || '']),
          el('div', { style: 'color:#666' }, [card.desc || card.content || '']),
          el('div', { style: 'color:#999;font-size:12px;word-break:break-all' }, [card.link || card.url || '']),
        ]),
        value: function () { return true; },
      }, '发送').then(function (sent) {
        if (sent) log.shared.push(card);
        return Boolean(sent);
      });
    },
    /**
     * The host's scanner. A test sets the code the camera "sees" (window.__MOCK_HOST__.scanCode, read
     * once); without one the sheet asks a person for it. Resolves the text, or null when cancelled.
     */
    /** The device's position: a test sets it (window.__MOCK_HOST__.location = { longitude, latitude, address }); none refuses. */
    location: function () {
      return cfg.location ? Promise.resolve(cfg.location) : Promise.reject('location denied');
    },
    scan: function () {
      var code = cfg.scanCode;
      cfg.scanCode = null;
      if (code) {
        log.scanned.push(code);
        return Promise.resolve(code);
      }
      var input = el('input', { 'aria-label': '二维码内容', style: 'width:100%;box-sizing:border-box;padding:6px' });
      return sheet('扫一扫', { node: input, value: function () { return input.value || null; } }, '确定').then(function (text) {
        if (text) log.scanned.push(text);
        return text;
      });
    },
    toast: function (text) {
      log.toasts.push(text);
      var t = el('div', { role: 'status', style: 'position:fixed;left:50%;top:40%;transform:translateX(-50%);background:rgba(0,0,0,.75);color:#fff;padding:8px 16px;border-radius:6px;z-index:2147483001;font:14px sans-serif' }, [text]);
      (document.body || document.documentElement).appendChild(t);
      setTimeout(function () { t.remove(); }, 2000);
    },
    opened: function (url) {
      log.opened.push(url);
      window.__mockUi.toast('已在系统浏览器打开');
    },
    copied: function (text) {
      log.copied.push(text);
      window.__mockUi.toast('已复制');
    },
    title: function (text) {
      log.titles.push(text);
      if (window.parent !== window) window.parent.postMessage({ mockHostTitle: text }, '*');
    },
    corp: function () {
      return fetch(cfg.platform + '/__mock/corp?corpId=' + encodeURIComponent(cfg.corpId)).then(function (r) { return r.json(); });
    },
    ticket: function (type) {
      return fetch(cfg.platform + '/__mock/ticket?corpId=' + encodeURIComponent(cfg.corpId) + '&type=' + type)
        .then(function (r) { return r.json(); })
        .then(function (j) { return j.ticket; });
    },
    hash: function (algorithm, text) {
      return crypto.subtle.digest(algorithm, new TextEncoder().encode(text)).then(function (buf) {
        return Array.prototype.map.call(new Uint8Array(buf), function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
      });
    },
  };

  // The host's user agent, set before any SDK reads it (both decide the host when they load).
  Object.defineProperty(navigator, 'userAgent', { get: function () { return cfg.userAgent; }, configurable: true });
})();
