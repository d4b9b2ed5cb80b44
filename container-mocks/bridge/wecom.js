// Mock WeCom client: the WeixinJSBridge that @wecom/jssdk talks to (containers.md §3.1, §6.3).
(function () {
  var cfg = window.__MOCK_HOST__;
  var ui = window.__mockUi;
  var agentConfigured = false;
  // The APIs a successful config / agentConfig declared; any other call is refused, as WeCom does.
  var declared = [];
  var CONTACT_ENTRIES = ['single_chat_tools', 'contact_profile', 'single_kf_tools'];
  // "本接口必须使用应用身份进行注册": refused without a successful agentConfig.
  var NEEDS_AGENT = ['getContext', 'getCurExternalContact', 'getCurExternalChat', 'sendChatMessage', 'selectExternalContact', 'shareToExternalContact', 'getShareInfo', 'openAppPurchase'];
  var CONFIG_CALLS = ['preVerifyJSAPI', 'agentConfig'];
  // WeCom checks the signature against the page's current address (the SDK re-signs when it changes).
  var page = function () { return location.href.split('#')[0]; };
  var onPhone = /iPhone|iPad|iPod|Android|Mobile/i.test(cfg.userAgent);

  function verify(type, timestamp, nonceStr, signature) {
    return ui.ticket(type).then(function (ticket) {
      if (!ticket) return false;
      return ui.hash('SHA-1', 'jsapi_ticket=' + ticket + '&noncestr=' + nonceStr + '&timestamp=' + timestamp + '&url=' + page()).then(function (h) {
        return h === signature;
      });
    });
  }

  var handlers = {
    preVerifyJSAPI: function (p) {
      return verify('corp', p.verifyTimestamp, p.verifyNonceStr, p.verifySignature).then(function (ok) {
        if (ok) declared = declared.concat(p.verifyJsApiList || []);
        return { err_msg: ok ? 'config:ok' : 'config:fail invalid signature' };
      });
    },
    agentConfig: function (p) {
      if (p.corpid !== cfg.corpId) return Promise.resolve({ err_msg: 'agentConfig:fail invalid corpid' });
      return verify('agent', p.timestamp, p.nonceStr, p.signature).then(function (ok) {
        agentConfigured = ok;
        if (ok) declared = declared.concat(p.jsApiList || []);
        return { err_msg: ok ? 'agentConfig:ok' : 'agentConfig:fail invalid signature' };
      });
    },
    getContext: function () {
      return Promise.resolve({ err_msg: 'getContext:ok', entry: cfg.entry, shareTicket: '' });
    },
    getCurExternalContact: function () {
      if (CONTACT_ENTRIES.indexOf(cfg.entry) < 0 || !cfg.externalUserId)
        return Promise.resolve({ err_msg: 'getCurExternalContact:fail without context of external contact' });
      return Promise.resolve({ err_msg: 'getCurExternalContact:ok', userId: cfg.externalUserId });
    },
    selectEnterpriseContact: function (p) {
      var types = p.type || ['user'];
      return ui.corp().then(function (corp) {
        return ui.pickContacts(corp, p.mode === 'multi', '选择联系人', types.indexOf('department') >= 0).then(function (picked) {
          if (!picked) return { err_msg: 'selectEnterpriseContact:cancel' };
          // The real client returns the result as a JSON string; the SDK parses it.
          return {
            err_msg: 'selectEnterpriseContact:ok',
            result: JSON.stringify({
              userList: picked.users.map(function (u) { return { id: u.userId, name: u.name, avatar: '' }; }),
              departmentList: picked.departments.map(function (d) { return { id: d.id, name: d.name }; }),
            }),
          };
        });
      });
    },
    shareAppMessage: function (p) {
      return ui.share(p).then(function (sent) { return { err_msg: sent ? 'shareAppMessage:ok' : 'shareAppMessage:cancel' }; });
    },
    // Straight into the current chat: from a customer chat's toolbar, to the customer.
    sendChatMessage: function (p) {
      if (['single_chat_tools', 'group_chat_tools', 'chain_single_chat_tools', 'chain_group_chat_tools', 'chat_attachment'].indexOf(cfg.entry) < 0)
        return Promise.resolve({ err_msg: 'sendChatMessage:fail not in chat' });
      cfg.log.chat.push({ to: cfg.externalUserId, message: p });
      return Promise.resolve({ err_msg: 'sendChatMessage:ok' });
    },
    // @compat WeCom PC >= 2.3.0: phones have no such API.
    openDefaultBrowser: function (p) {
      if (onPhone) return Promise.resolve({ err_msg: 'openDefaultBrowser:fail not supported' });
      ui.opened(p.url);
      return Promise.resolve({ err_msg: 'openDefaultBrowser:ok' });
    },
    // The suite's purchase sheet, WeCom's own page (logged as opened inside the host).
    openAppPurchase: function () {
      cfg.log.openedInHost.push('openAppPurchase');
      return Promise.resolve({ err_msg: 'openAppPurchase:ok' });
    },
    // needResult: the code goes back to the page; otherwise WeCom would act on it itself.
    scanQRCode: function (p) {
      return ui.scan().then(function (text) {
        if (text === null) return { err_msg: 'scanQRCode:cancel' };
        if (!p.needResult) return { err_msg: 'scanQRCode:ok' };
        // The iOS client wraps the text in JSON, which the SDK unwraps (@wecom/jssdk scanQRCode).
        var onIos = /iPhone|iPad|iPod/i.test(cfg.userAgent);
        return { err_msg: 'scanQRCode:ok', resultStr: onIos ? JSON.stringify({ scan_code: { scan_result: text } }) : text };
      });
    },
    getLocation: function () {
      return ui.location().then(function (at) {
        return { err_msg: 'getLocation:ok', longitude: at.longitude, latitude: at.latitude, speed: 0, accuracy: 30 };
      });
    },
    setClipboardData: function (p) {
      ui.copied(p.data);
      return Promise.resolve({ err_msg: 'setClipboardData:ok' });
    },
  };

  /** What WeCom refuses before running an API: undeclared in the config, or a sidebar API without agentConfig. */
  function refusal(name) {
    if (CONFIG_CALLS.indexOf(name) >= 0) return null;
    if (NEEDS_AGENT.indexOf(name) >= 0 && !agentConfigured) return name + ':fail no permission';
    if (declared.indexOf(name) < 0) return name + ':fail no permission';
    return null;
  }

  window.WeixinJSBridge = {
    invoke: function (name, params, callback) {
      var refused = refusal(name);
      var handler = handlers[name];
      var run = refused ? Promise.resolve({ err_msg: refused }) : handler ? handler(params || {}) : Promise.resolve({ err_msg: name + ':ok' });
      run.then(callback, function (e) { callback({ err_msg: name + ':fail ' + e }); });
    },
    on: function () {},
  };
})();
