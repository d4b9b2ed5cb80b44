// Mock WeCom client: the WeixinJSBridge that @wecom/jssdk talks to (containers.md §3.1, §6.3).
(function () {
  var cfg = window.__MOCK_HOST__;
  var ui = window.__mockUi;
  var agentConfigured = false;
  var CONTACT_ENTRIES = ['single_chat_tools', 'contact_profile', 'single_kf_tools'];
  var page = function () { return location.href.split('#')[0]; };

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
        return { err_msg: ok ? 'config:ok' : 'config:fail invalid signature' };
      });
    },
    agentConfig: function (p) {
      if (p.corpid !== cfg.corpId) return Promise.resolve({ err_msg: 'agentConfig:fail invalid corpid' });
      return verify('agent', p.timestamp, p.nonceStr, p.signature).then(function (ok) {
        agentConfigured = ok;
        return { err_msg: ok ? 'agentConfig:ok' : 'agentConfig:fail invalid signature' };
      });
    },
    getContext: function () {
      return Promise.resolve({ err_msg: 'getContext:ok', entry: cfg.entry, shareTicket: '' });
    },
    getCurExternalContact: function () {
      if (!agentConfigured) return Promise.resolve({ err_msg: 'getCurExternalContact:fail no permission' });
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
    sendChatMessage: function (p) {
      if (!agentConfigured) return Promise.resolve({ err_msg: 'sendChatMessage:fail no permission' });
      return ui.share(p.news || { title: p.text && p.text.content }).then(function (sent) {
        return { err_msg: sent ? 'sendChatMessage:ok' : 'sendChatMessage:cancel' };
      });
    },
    openDefaultBrowser: function (p) {
      ui.opened(p.url);
      return Promise.resolve({ err_msg: 'openDefaultBrowser:ok' });
    },
  };

  window.WeixinJSBridge = {
    invoke: function (name, params, callback) {
      var handler = handlers[name];
      var run = handler ? handler(params || {}) : Promise.resolve({ err_msg: name + ':ok' });
      run.then(callback, function (e) { callback({ err_msg: name + ':fail ' + e }); });
    },
    on: function () {},
  };
})();
