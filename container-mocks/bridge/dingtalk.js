// Mock DingTalk client (Android path): window.nuva and the bridge dingtalk-jsapi calls
// (containers.md §1.3). Auth codes come from the fake open platform for the host's member.
(function () {
  var cfg = window.__MOCK_HOST__;
  var ui = window.__mockUi;
  var configured = false;
  // The APIs dd.config declared; the others need no config ("不需要鉴权") or are refused.
  var declared = [];
  var NO_AUTH = ['runtime.permission.requestAuthCode', 'runtime.permission.requestJsApis', 'biz.navigation.setTitle', 'device.notification.toast'];
  // DingTalk checks a single-page app's signature against the URL the page was loaded with, not the route.
  var landing = location.href.split('#')[0];

  function decodedLanding() {
    var url = landing;
    var at = url.indexOf('?');
    if (at < 0) return url;
    try {
      return url.slice(0, at + 1) + decodeURIComponent(url.slice(at + 1));
    } catch (e) {
      return url;
    }
  }

  var handlers = {
    'runtime.permission.requestAuthCode': function (p) {
      if (p.corpId !== cfg.corpId) return Promise.reject({ errorCode: '3', errorMessage: 'corpId 错误' });
      return fetch(cfg.platform + '/__mock/code', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ corpId: p.corpId }) })
        .then(function (r) { return r.json(); })
        .then(function (j) { return { code: j.code, authCode: j.code }; });
    },
    // dd.config on Android (the container knows the URL; the signature covers the decoded page URL).
    'runtime.permission.requestJsApis': function (p) {
      return ui.ticket('corp').then(function (ticket) {
        var plain = 'jsapi_ticket=' + ticket + '&noncestr=' + p.nonceStr + '&timestamp=' + p.timeStamp + '&url=' + decodedLanding();
        return ui.hash('SHA-256', plain).then(function (h) {
          if (p.corpId !== cfg.corpId) throw { errorCode: '9', errorMessage: 'jsapi ticket 读取失败' };
          if (h !== p.signature) throw { errorCode: '52013', errorMessage: '签名校验失败' };
          configured = true;
          declared = p.jsApiList || [];
          return {};
        });
      });
    },
    'biz.contact.complexPicker': function (p) {
      return ui.corp().then(function (corp) {
        return ui.pickContacts(corp, p.multiple !== false, p.title || '选择人员', p.responseUserOnly === false).then(function (picked) {
          if (!picked) throw { errorCode: '-1', errorMessage: '用户取消' };
          return {
            selectedCount: picked.users.length + picked.departments.length,
            users: picked.users.map(function (u) { return { name: u.name, avatar: '', emplId: u.userId }; }),
            departments: picked.departments.map(function (d) { return { id: d.id, name: d.name, number: corp.users.filter(function (u) { return u.departmentIds.indexOf(d.id) >= 0; }).length }; }),
          };
        });
      });
    },
    'biz.util.share': function (p) {
      return ui.share(p).then(function (sent) {
        if (!sent) throw { errorCode: '-1', errorMessage: '用户取消' };
        return {};
      });
    },
    // On phones openLink opens the page inside DingTalk (a dingtalk:// link too), never the system browser.
    'biz.util.openLink': function (p) {
      cfg.log.openedInHost.push(p.url);
      return Promise.resolve({});
    },
    'biz.util.scan': function () {
      return ui.scan().then(function (text) {
        if (text === null) throw { errorCode: '-1', errorMessage: '用户取消' };
        return { text: text };
      });
    },
    'device.geolocation.get': function () {
      return ui.location().then(
        function (at) {
          return { longitude: at.longitude, latitude: at.latitude, accuracy: 30, address: at.address || '' };
        },
        function () {
          throw { errorCode: '3', errorMessage: '定位失败' };
        },
      );
    },
    'biz.clipboardData.setData': function (p) {
      ui.copied(p.text);
      return Promise.resolve({});
    },
    'biz.navigation.setTitle': function (p) {
      ui.title(p.title);
      return Promise.resolve({});
    },
    'device.notification.toast': function (p) {
      ui.toast(p.text);
      return Promise.resolve({});
    },
  };

  window.nuva = {
    isReady: true,
    require: function () {
      return function (onSuccess, onFail, service, action, params) {
        var method = service + '.' + action;
        var handler = handlers[method];
        // Every API but the few that need no authentication wants a successful dd.config declaring it.
        if (NO_AUTH.indexOf(method) < 0 && (!configured || declared.indexOf(method) < 0))
          return onFail({ errorCode: '7', errorMessage: '没有调用该接口的权限：' + method + ' 未在 dd.config 的 jsApiList 中声明或鉴权未通过' });
        (handler ? handler(params || {}) : Promise.resolve({})).then(onSuccess, onFail);
      };
    },
  };
})();
