// apiref site search: loads search-index.js on first use (so no page carries the whole
// list), ranks names by prefix, substring and edit distance (typo-tolerant), and works
// from file:// because the index is a script, not a fetched file.
// apiref site search. The index is many small scripts below search/ (SearchIndexFiles.swift
// says what each holds); a query loads only the few it needs, so the first query on a site of
// 10,000 classes loads a few hundred kilobytes. Scripts, not fetch, so it works from file://.
// Ranking: SearchRanking.swift's tiers, line for line, shared with `apiref search` and held to
// the same expected results (Tests/APIRefCoreTests/Fixtures/search-queries.json); text
// matches in TextRanking.swift's order, with the term list's spellings (SearchVariants.swift),
// held to the readers' queries (Tests/APIRefCoreTests/Fixtures/reader-queries.json).
(function () {
  "use strict";
  var script = document.currentScript;
  var root = document.documentElement.getAttribute("data-root") || "";
  var indexURL = script ? script.getAttribute("data-index") : root + "search/index.js";
  var folder = indexURL.slice(0, indexURL.lastIndexOf("/") + 1);
  var CAP = 500;

  // ---- Loading: each file calls APIREF_SEARCH_LOADED(id, data). ----
  var files = {};
  // The ids of the files loaded so far, in order: the benchmark runner adds up their bytes.
  window.APIREF_SEARCH_FILES = [];
  window.APIREF_SEARCH_LOADED = function (id, data) {
    var file = files[id];
    if (file) { file.data = data; file.resolve(data); }
    else files[id] = { data: data, promise: Promise.resolve(data) };
  };
  function load(id) {
    if (files[id]) return files[id].promise;
    var file = {};
    file.promise = new Promise(function (resolve, reject) {
      file.resolve = resolve;
      var tag = document.createElement("script");
      tag.src = folder + id + ".js";
      tag.onerror = function () { delete files[id]; reject(new Error("search: cannot load " + tag.src)); };
      document.head.appendChild(tag);
    });
    files[id] = file;
    window.APIREF_SEARCH_FILES.push(id);
    return file.promise;
  }

  var metaPromise = null;
  function meta() {
    if (!metaPromise) {
      metaPromise = load("index").then(function (index) {
        var nodes = {}, words = {};
        index.nodes.forEach(function (node, number) { nodes[node[0]] = { id: "n" + number, key: node[0], inner: node[1] === 1 }; });
        index.words.forEach(function (word, number) { words[word[0]] = { id: "w" + number, blocks: word[1] }; });
        return { count: index.count, records: index.records, nodes: nodes, nodeList: index.nodes, words: words, terms: index.terms || [] };
      });
    }
    return metaPromise;
  }

  // Ascending whole numbers as SearchPostings.swift writes them.
  var ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";
  function decode(text) {
    var values = [], value = 0, scale = 1;
    for (var i = 0; i < text.length; i++) {
      var digit = ALPHABET.indexOf(text.charAt(i));
      if (digit >= 32) { value += (digit - 32) * scale; scale *= 32; continue; }
      value += digit * scale;
      values.push(values.length ? values[values.length - 1] + value + 1 : value);
      value = 0; scale = 1;
    }
    return values;
  }

  // ---- The ranking, as SearchRanking.swift defines it. ----
  var LETTER = /[\p{L}\p{N}]/u, UPPER = /\p{Lu}/u, LOWER = /\p{Ll}/u;
  function isCJK(c) {
    var v = c.codePointAt(0);
    return (v >= 0x1100 && v <= 0x11FF) || (v >= 0x2E80 && v <= 0x2FDF) || (v >= 0x3040 && v <= 0x30FF) ||
      (v >= 0x3100 && v <= 0x31FF) || (v >= 0x3200 && v <= 0x33FF) || (v >= 0x3400 && v <= 0x4DBF) ||
      (v >= 0x4E00 && v <= 0x9FFF) || (v >= 0xA960 && v <= 0xA97F) || (v >= 0xAC00 && v <= 0xD7AF) ||
      (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFF66 && v <= 0xFF9F) || (v >= 0x20000 && v <= 0x3FFFD);
  }
  function normalized(text) { return text.normalize ? text.normalize("NFKC") : text; }

  function humpStarts(chars) {
    var starts = [];
    for (var i = 0; i < chars.length; i++) {
      var c = chars[i];
      if (!LETTER.test(c)) continue;
      if (i === 0) { starts.push(0); continue; }
      var previous = chars[i - 1], next = chars[i + 1];
      if (!LETTER.test(previous) || (UPPER.test(c) && (LOWER.test(previous) || /\p{N}/u.test(previous))) ||
          (UPPER.test(c) && UPPER.test(previous) && next !== undefined && LOWER.test(next))) starts.push(i);
    }
    return starts;
  }
  function humps(name) {
    var chars = Array.from(name), starts = humpStarts(chars), parts = [];
    starts.push(chars.length);
    for (var i = 0; i + 1 < starts.length; i++) {
      var part = chars.slice(starts[i], starts[i + 1]).filter(function (c) { return LETTER.test(c); }).join("");
      if (part) parts.push(part.toLowerCase());
    }
    return parts;
  }
  function wordStarts(chars) {
    var seen = {}, starts = [0];
    seen[0] = true;
    humpStarts(chars).forEach(function (i) { if (!seen[i]) { seen[i] = true; starts.push(i); } });
    chars.forEach(function (c, i) { if (isCJK(c) && !seen[i]) { seen[i] = true; starts.push(i); } });
    return starts.sort(function (a, b) { return a - b; });
  }

  function prefixDistance(a, name, limit) {
    var b = name.slice(0, a.length + 1);
    if (a.length - Math.min(b.length, a.length) > limit) return limit + 1;
    var previous = [], i, j;
    for (j = 0; j <= b.length; j++) previous[j] = j;
    for (i = 1; i <= a.length; i++) {
      var current = [i], best = i;
      for (j = 1; j <= b.length; j++) {
        current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a.charAt(i - 1) === b.charAt(j - 1) ? 0 : 1));
        if (current[j] < best) best = current[j];
      }
      if (best > limit) return limit + 1;
      previous = current;
    }
    var result = limit + 1;
    [a.length - 1, a.length, a.length + 1].forEach(function (k) {
      if (k >= 0 && k <= b.length && previous[k] < result) result = previous[k];
    });
    return result;
  }

  function camelCaseMatch(name, query) {
    var position = 0;
    for (var q = 0; q < query.length; q++) {
      var part = query[q], found = -1;
      for (var k = position; k < name.length; k++) {
        if (name[k].indexOf(part) === 0 ||
            (part.length >= 4 && name[k].charAt(0) === part.charAt(0) && prefixDistance(part, name[k], 1) <= 1)) { found = k; break; }
      }
      if (found < 0) return false;
      position = found + 1;
    }
    return true;
  }

  function makeQuery(text) {
    var trimmed = normalized(text).trim();
    var parts = [];
    trimmed.split(/\s+/).forEach(function (word) { if (word) parts = parts.concat(humps(word)); });
    return { text: trimmed, compact: trimmed.toLowerCase().replace(/\s+/g, ""), parts: parts };
  }

  // The tier of a name alone (a container's tiers come from its members' list).
  function nameTier(name, query) {
    var q = query.compact;
    if (!q) return -1;
    var lowered = name.toLowerCase();
    if (lowered === q) return 0;
    if (lowered.indexOf(q) === 0) return 1;
    if (query.parts.length > 1 && camelCaseMatch(humps(name), query.parts)) return 2;
    var chars = Array.from(name), starts = wordStarts(chars);
    for (var k = 1; k < starts.length; k++) {
      if (chars.slice(starts[k]).join("").toLowerCase().indexOf(q) === 0) return 4;
    }
    var length = Array.from(q).length, limit = length < 8 ? 1 : 2;
    if (length >= 3 && Array.from(lowered)[0] === Array.from(q)[0] && prefixDistance(q, lowered, limit) <= limit) return 5;
    return -1;
  }

  // ---- Finding the files a query needs. ----
  // The node that answers for the text: the deepest whose key starts the text; or, when that
  // one has children and the text goes on, the node below it whose key starts with the text
  // (a chain of single characters is one node, at its end). Either holds every name with a
  // word that starts with the text, or, when its lists are cut, the best ones.
  function deepest(index, text) {
    var chars = Array.from(text.toLowerCase()), found = null;
    for (var length = chars.length; length > 0 && !found; length--) found = index.nodes[chars.slice(0, length).join("")] || null;
    if (found && (found.key === text.toLowerCase() || !found.inner)) return found;
    var lowered = text.toLowerCase(), below = null;
    index.nodeList.forEach(function (entry) {
      if (entry[0].indexOf(lowered) === 0 && (!below || entry[0].length < below.key.length)) below = index.nodes[entry[0]];
    });
    return below || found;
  }

  // The nodes that may hold a name one or two edits from the text's start (same first
  // letter): a node whose key is already too long to end inside the text, and whose names
  // all start with it, stands for everything below it.
  function typoNodes(index, text, limit) {
    var q = text.toLowerCase(), length = Array.from(q).length, whole = [], partial = [];
    index.nodeList.forEach(function (entry) {
      var key = entry[0], keyLength = Array.from(key).length, node = index.nodes[key];
      if (Array.from(key)[0] !== Array.from(q)[0]) return;
      if (keyLength >= length + 1) {
        if (prefixDistance(q, key, limit) <= limit) whole.push(node);
      } else if ((!node.inner || keyLength >= length - limit) && prefixDistance(key, q, limit) <= limit) {
        partial.push(node);
      }
    });
    whole = whole.filter(function (node) {
      return !whole.some(function (other) { return other !== node && node.key.indexOf(other.key) === 0; });
    });
    return partial.concat(whole).slice(0, 16);
  }

  // Every term of the query text: Latin words of two letters or more, and CJK pairs (a lone
  // CJK character as itself), as SearchTokens.swift cuts text; a CJK run by its words
  // (SearchTokens.cjkWords: cut where the script changes, without its hiragana when it has
  // other parts), so that セルの再利用 finds セル and 再利用 wherever a summary has them.
  function scriptOf(c) {
    var v = c.codePointAt(0);
    return v >= 0x3040 && v <= 0x309F ? "h" : v >= 0x30A0 && v <= 0x30FF ? "k" : "o";
  }
  function cjkWords(run) {
    var parts = [];
    run.forEach(function (c) {
      var last = parts[parts.length - 1];
      if (last && scriptOf(last[last.length - 1]) === scriptOf(c)) last.push(c); else parts.push([c]);
    });
    var content = parts.filter(function (part) { return scriptOf(part[0]) !== "h"; });
    return content.length ? content : parts;
  }
  function textTerms(text) {
    var terms = [];
    normalized(text).toLowerCase().split(/[^\p{L}\p{N}]+/u).forEach(function (word) {
      var latin = "", run = [];
      function flushLatin() { if (Array.from(latin).length > 1) terms.push({ term: latin, prefix: true }); latin = ""; }
      function flushRun() {
        if (run.length) cjkWords(run).forEach(function (part) {
          if (part.length === 1) terms.push({ term: part[0], prefix: true });
          for (var i = 0; i + 1 < part.length; i++) terms.push({ term: part[i] + part[i + 1], prefix: false });
        });
        run = [];
      }
      Array.from(word).forEach(function (c) {
        if (isCJK(c)) { flushLatin(); run.push(c); } else { flushRun(); latin += c; }
      });
      flushLatin();
      flushRun();
    });
    return terms;
  }
  function wordFile(index, term) {
    var chars = Array.from(term);
    return index.words[isCJK(chars[0]) ? chars[0] : chars.slice(0, 2).join("")] || null;
  }
  function union(lists) {
    var seen = {}, out = [];
    lists.forEach(function (list) { list.forEach(function (rank) { if (!seen[rank]) { seen[rank] = true; out.push(rank); } }); });
    return out.sort(function (a, b) { return a - b; });
  }
  function intersect(a, b) {
    var out = [], i = 0, j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] === b[j]) { out.push(a[i]); i++; j++; } else if (a[i] < b[j]) i++; else j++;
    }
    return out;
  }

  // The ranks of the best `limit` results, best first.
  function rankedResults(index, text, limit) {
    var query = makeQuery(text), q = query.compact;
    if (!q) return Promise.resolve([]);
    var tiers = {};   // rank → best tier
    var textOrder = {};   // rank → place among the text matches (tier 6)
    function add(rank, tier) { if (tiers[rank] === undefined || tier < tiers[rank]) tiers[rank] = tier; }
    function addRange(first, count, tier) { for (var i = 0; i < Math.min(count, 2 * limit); i++) add(first + i, tier); }
    function total() { return Object.keys(tiers).length; }
    function fromNodes(nodes, lists) {
      nodes.forEach(function (node) {
        lists.forEach(function (list) {
          node[list].forEach(function (entry) {
            var tier = nameTier(entry[0], query);
            if (tier >= 0) addRange(entry[1], entry[2], tier);
          });
        });
      });
    }
    var dot = q.lastIndexOf(".");
    var qualified = dot > 0 && dot < q.length - 1 ? { container: q.slice(0, dot), name: q.slice(dot + 1) } : null;
    var wanted = [deepest(index, q)];
    if (query.parts.length > 1) wanted.push(deepest(index, query.parts[0]));
    if (qualified) wanted.push(deepest(index, qualified.container), deepest(index, qualified.name));
    wanted = wanted.filter(function (node) { return node; });
    return Promise.all(wanted.map(function (node) { return load(node.id); })).then(function (nodes) {
      fromNodes(nodes, ["s", "w"]);
      var pages = {}, named = [];
      nodes.forEach(function (node) {
        node.s.forEach(function (entry) {
          var lowered = entry[0].toLowerCase();
          if (entry.length > 3) pages[lowered] = (pages[lowered] || []).concat(decode(entry[3]));
          if (qualified && lowered === qualified.name) named.push(entry);
        });
      });
      // Tier 0: Container.member.
      if (qualified && pages[qualified.container]) {
        var members = pages[qualified.container];
        named.forEach(function (entry) {
          members.forEach(function (rank) { if (rank >= entry[1] && rank < entry[1] + entry[2]) add(rank, 0); });
        });
      }
      // Tier 3: the members of a class whose name starts with the query.
      Object.keys(pages).forEach(function (name) {
        if (name.indexOf(q) === 0) pages[name].forEach(function (rank) { add(rank, 3); });
      });
      if (total() >= limit || Array.from(q).length < 3) return;
      // Tier 5, and a typo in the first of several parts (tier 2): the nodes a typo away.
      var limitEdits = Array.from(q).length < 8 ? 1 : 2;
      var typo = typoNodes(index, q, limitEdits);
      if (query.parts.length > 1 && Array.from(query.parts[0]).length >= 4) typo = typo.concat(typoNodes(index, query.parts[0], 1));
      return Promise.all(typo.map(function (node) { return load(node.id); })).then(function (more) { fromNodes(more, ["s", "w"]); });
    }).then(function () {
      if (total() >= limit) return;
      // Tier 6: symbols whose summary has every word of the query, a block of ranks at a
      // time, until there are enough; then in TextRanking.swift's order.
      return textMatches(index, query, limit).then(function (ordered) {
        var placed = 0;
        ordered.forEach(function (rank) {
          if (placed < limit && tiers[rank] === undefined) { add(rank, 6); textOrder[rank] = placed++; }
        });
      });
    }).then(function () {
      var ranks = Object.keys(tiers).map(Number).sort(function (a, b) {
        return tiers[a] - tiers[b] || (tiers[a] === 6 ? textOrder[a] - textOrder[b] : a - b);
      }).slice(0, limit);
      ranks.tiers = tiers;
      return ranks;
    });
  }

  // ---- Text matches, in the order TextRanking.swift defines. ----
  // A word's ranks in a block: "strong.last", the constants and enum cases after the dot.
  function decodeLists(value) {
    var dot = value.indexOf(".");
    if (dot < 0) return { all: decode(value), last: [] };
    var last = decode(value.slice(dot + 1));
    return { all: union([decode(value.slice(0, dot)), last]), last: last };
  }

  // The term list (SearchVariants.swift): the query as typed, then with each variant the
  // list rejects replaced by its preferred word, where `apiref check` would report it
  // (TermCheck.swift: not inside the preferred word or an exception, whole ASCII words).
  function isWordCharacter(c) { return /[A-Za-z0-9]/.test(c); }
  function stands(text, at, variant, longer) {
    var end = at + variant.length;
    if (isWordCharacter(variant.charAt(0)) && at > 0 && isWordCharacter(text.charAt(at - 1))) return false;
    if (isWordCharacter(variant.charAt(variant.length - 1)) && end < text.length && isWordCharacter(text.charAt(end))) return false;
    return !longer.some(function (word) {
      for (var inner = word.indexOf(variant); inner >= 0; inner = word.indexOf(variant, inner + 1)) {
        var from = at - inner;
        if (from >= 0 && text.substr(from, word.length) === word) return true;
      }
      return false;
    });
  }
  function spellings(text, terms) {
    var found = [];
    (terms || []).forEach(function (entry) {
      var longer = [entry[0]].concat(entry[2]);
      entry[1].forEach(function (variant) {
        for (var at = text.indexOf(variant); at >= 0; at = text.indexOf(variant, at + 1)) {
          if (stands(text, at, variant, longer)) found.push({ at: at, variant: variant, preferred: entry[0] });
        }
      });
    });
    if (!found.length) return [text];
    found.sort(function (a, b) { return a.at - b.at || b.variant.length - a.variant.length; });
    var kept = [];
    found.forEach(function (match) {
      var last = kept[kept.length - 1];
      if (!last || last.at + last.variant.length <= match.at) kept.push(match);
    });
    var preferred = text;
    for (var i = kept.length - 1; i >= 0; i--) {
      preferred = preferred.slice(0, kept[i].at) + kept[i].preferred + preferred.slice(kept[i].at + kept[i].variant.length);
    }
    return [text, preferred];
  }

  function compactText(text) { return normalized(text).toLowerCase().replace(/\s+/g, ""); }

  // TextRanking.queryHeads: the head keys of a summary about the query, `^` + its first
  // word (a prefix) and `$` + its last term (exactly), once a Japanese query's closing
  // verb or copula is cut (選択する asks for what …を選択します。 is about).
  var CLOSING = ["します", "です", "する", "ます"];
  function queryHeads(text, terms) {
    var lowered = normalized(text).toLowerCase().trim(), heads = [];
    if (Array.from(lowered).some(isCJK)) {
      var ending = CLOSING.filter(function (word) { return lowered.length > word.length && lowered.slice(-word.length) === word; })[0];
      if (ending) lowered = lowered.slice(0, -ending.length);
    }
    var chars = Array.from(lowered);
    if (chars.filter(function (c) { return !/\s/.test(c); }).length < 2) return heads;
    if (terms.length && !isCJK(Array.from(terms[0].term)[0])) heads.push({ term: "^" + terms[0].term, prefix: true });
    var last = chars[chars.length - 1], term = null;
    if (isCJK(last)) {
      term = chars.length > 1 && isCJK(chars[chars.length - 2]) ? chars[chars.length - 2] + last : last;
    } else if (LETTER.test(last)) {
      var word = [];
      for (var i = chars.length - 1; i >= 0 && LETTER.test(chars[i]) && !isCJK(chars[i]); i--) word.unshift(chars[i]);
      if (word.length > 1) term = word.join("");
    }
    if (term) heads.push({ term: "$" + term, prefix: false });
    return heads;
  }

  // The ranks of one block's shard whose words match `term`.
  function lists(shard, term) {
    var found = [];
    if (shard) Object.keys(shard).forEach(function (word) {
      if (term.prefix ? word.indexOf(term.term) === 0 : word === term.term) found.push(decodeLists(shard[word]));
    });
    return found;
  }

  // The text matches checked for the whole query in their summaries (records), when the
  // query has several terms and so may be found scattered.
  var WINDOW = 64;

  // The ranks whose summary has every word of one spelling of the query, best first:
  // what the preferred spelling finds, then by strength (about the query, the whole query,
  // every word), then constants and enum cases last, then by rank.
  function textMatches(index, query, limit) {
    var texts = spellings(query.text, index.terms);
    var alternatives = texts.map(function (text, number) {
      var terms = textTerms(text);
      return { text: text, compact: compactText(text), terms: terms, heads: queryHeads(text, terms),
               preferred: texts.length === 1 || number === texts.length - 1 };
    }).filter(function (spelling) {
      spelling.sources = spelling.terms.map(function (term) { return wordFile(index, term.term); });
      spelling.headSources = spelling.heads.map(function (head) { return wordFile(index, head.term); });
      return spelling.terms.length && spelling.sources.every(function (source) { return source; });
    });
    if (!alternatives.length) return Promise.resolve([]);
    var blocks = [];
    alternatives.forEach(function (spelling) {
      spelling.sources[0].blocks.forEach(function (block) {
        if (blocks.indexOf(block) < 0 && spelling.sources.every(function (source) { return source.blocks.indexOf(block) >= 0; })) blocks.push(block);
      });
    });
    blocks.sort(function (a, b) { return a - b; });
    var found = {}, count = 0;
    function shard(source, block) {
      return source && source.blocks.indexOf(block) >= 0 ? load(source.id + "." + block) : Promise.resolve(null);
    }
    function nextBlock(position) {
      if (position >= blocks.length || count >= limit) return Promise.resolve();
      var block = blocks[position];
      return Promise.all(alternatives.map(function (spelling) {
        if (!spelling.sources.every(function (source) { return source.blocks.indexOf(block) >= 0; })) return null;
        return Promise.all([Promise.all(spelling.sources.map(function (source) { return shard(source, block); })),
                            Promise.all(spelling.headSources.map(function (source) { return shard(source, block); }))]);
      })).then(function (loaded) {
        alternatives.forEach(function (spelling, number) {
          if (!loaded[number]) return;
          var matches = null, last = {}, about = {};
          spelling.terms.forEach(function (term, place) {
            var hits = lists(loaded[number][0][place], term);
            hits.forEach(function (list) { list.last.forEach(function (rank) { last[rank] = true; }); });
            var ranks = union(hits.map(function (list) { return list.all; }));
            matches = matches === null ? ranks : intersect(matches, ranks);
          });
          spelling.heads.forEach(function (head, place) {
            lists(loaded[number][1][place], head).forEach(function (list) { list.all.forEach(function (rank) { about[rank] = true; }); });
          });
          (matches || []).forEach(function (rank) {
            var match = found[rank];
            if (!match) { match = found[rank] = { rank: rank, last: !!last[rank], about: false, whole: false, unsure: true, preferred: false }; count++; }
            match.preferred = match.preferred || spelling.preferred;
            match.about = match.about || !!about[rank];
            // A query that is one term is its own whole query; one of several terms (or
            // without its particles) may be found scattered, which only the summary tells.
            if (spelling.terms.length === 1 && spelling.terms[0].term === spelling.compact) { match.whole = true; match.unsure = false; }
          });
        });
        return nextBlock(position + 1);
      });
    }
    function key(match) {
      var strength = match.about && (match.whole || match.unsure) ? 0 : match.whole ? 1 : 2;
      return [match.preferred ? 0 : 1, strength, match.last ? 1 : 0, match.rank];
    }
    function compare(a, b) {
      var x = key(a), y = key(b);
      for (var i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
      return 0;
    }
    return nextBlock(0).then(function () {
      var matches = Object.keys(found).map(function (rank) { return found[rank]; }).sort(compare);
      var unsure = matches.filter(function (match) { return match.unsure; }).slice(0, WINDOW);
      if (!unsure.length) return matches;
      var phrases = alternatives;
      return records(index, unsure.map(function (match) { return match.rank; })).then(function (entries) {
        entries.forEach(function (entry, number) {
          var summary = compactText(entry[4]), match = unsure[number];
          match.whole = phrases.some(function (spelling) { return summary.indexOf(spelling.compact) >= 0; });
          match.unsure = false;
        });
        return matches.sort(compare);
      });
    }).then(function (matches) {
      return matches.map(function (match) { return match.rank; });
    });
  }

  // What a result shows: [name, container, kind, URL, summary, deprecated], from the record files.
  function records(index, ranks) {
    var needed = {};
    ranks.forEach(function (rank) { needed["r" + Math.floor(rank / index.records)] = true; });
    return Promise.all(Object.keys(needed).map(load)).then(function () {
      return ranks.map(function (rank) { return files["r" + Math.floor(rank / index.records)].data[rank % index.records]; });
    });
  }

  // A symbol named in both Swift and Objective-C has two records with one URL: the best
  // ranked stands for it, the other is dropped.
  function distinct(found, seen) {
    seen = seen || {};
    return found.filter(function (entry) {
      if (seen[entry[3]]) return false;
      seen[entry[3]] = true;
      return true;
    });
  }

  function search(text, limit) {
    limit = limit || 20;
    return meta().then(function (index) {
      // Twice the ranks, as each may have a second name among them.
      return rankedResults(index, text, 2 * limit).then(function (ranks) {
        // Each result with its tier last, for the tests: [name, container, kind, URL, summary, deprecated, tier].
        return records(index, ranks).then(function (found) {
          var tiered = found.map(function (entry, position) { return entry.concat([ranks.tiers[ranks[position]]]); });
          return distinct(tiered).slice(0, limit);
        });
      });
    });
  }
  // For the browser tests: the same ranking the terminal's search is held to.
  window.APIREF_SEARCH = search;

  function setup() {
    var box = document.getElementById("search-box");
    var list = document.getElementById("search-results");
    if (!box || !list) return;
    var selected = -1, latest = 0;
    list.setAttribute("role", "listbox");

    function render(results) {
      list.textContent = "";
      selected = results.length ? 0 : -1;
      results.forEach(function (entry, position) {
        var item = document.createElement("li");
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", position === 0 ? "true" : "false");
        var link = document.createElement("a");
        link.href = root + entry[3];
        var name = document.createElement("code");
        name.textContent = (entry[1] ? entry[1] + "." : "") + entry[0];
        var kind = document.createElement("span");
        kind.className = "kind";
        kind.textContent = " " + entry[2] + (entry[5] ? ", deprecated" : "");
        var summary = document.createElement("span");
        summary.className = "summary";
        summary.textContent = entry[4];
        link.appendChild(name);
        link.appendChild(kind);
        link.appendChild(summary);
        item.appendChild(link);
        list.appendChild(item);
      });
      list.hidden = results.length === 0;
    }

    function move(step) {
      var items = list.querySelectorAll("li");
      if (!items.length) return;
      if (selected >= 0) items[selected].setAttribute("aria-selected", "false");
      selected = (selected + step + items.length) % items.length;
      items[selected].setAttribute("aria-selected", "true");
      items[selected].scrollIntoView({ block: "nearest" });
    }

    box.addEventListener("input", function () {
      var asked = ++latest;
      search(box.value).then(function (results) { if (asked === latest) render(results); }, failed);
    });
    box.addEventListener("focus", function () { meta().catch(failed); });
    box.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { move(1); event.preventDefault(); }
      else if (event.key === "ArrowUp") { move(-1); event.preventDefault(); }
      else if (event.key === "Escape") { list.hidden = true; box.blur(); }
      else if (event.key === "Enter") {
        var items = list.querySelectorAll("li a");
        if (items.length) { window.location.href = items[Math.max(selected, 0)].href; event.preventDefault(); }
      }
    });
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      var typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
      if (event.key === "/" && !typing) { box.focus(); event.preventDefault(); }
    });
    var params = new URLSearchParams(window.location.search);
    var page = document.getElementById("search-page-results");
    if (params.get("q")) {
      box.value = params.get("q");
      if (page) showPage(page, box.value);
      else search(box.value).then(function (results) { render(results); box.focus(); }, failed);
    }
  }

  function failed(error) {
    if (window.console) console.error(error);
  }

  // search.html?q=…: every match up to 500, fifty at a time (each fifty loads its records).
  function showPage(page, text) {
    var more = document.getElementById("search-page-more");
    meta().then(function (index) {
      return rankedResults(index, text, CAP).then(function (ranks) {
        var count = document.getElementById("search-page-count");
        var seen = {}, listed = 0;
        function showCount(complete) {
          if (!count) return;
          var total = complete ? listed : ranks.length;
          var word = total === 1 ? count.getAttribute("data-one") || "result" : count.getAttribute("data-many") || "results";
          count.textContent = (ranks.length >= CAP ? (count.getAttribute("data-first") || "the first") + " " : "") + total + " " + word;
          count.hidden = false;
        }
        // Fifty results at a time: a symbol's second name is not a second result, so ranks
        // are read until fifty distinct places are waiting (or none are left).
        var shown = 0, waiting = [];
        function fill() {
          if (waiting.length >= 50 || shown >= ranks.length) return Promise.resolve();
          var batch = ranks.slice(shown, shown + 50);
          shown += batch.length;
          return records(index, batch).then(function (results) {
            waiting = waiting.concat(distinct(results, seen));
            return fill();
          });
        }
        function next() {
          return fill().then(function () {
            var results = waiting.slice(0, 50);
            waiting = waiting.slice(50);
            listed += results.length;
            renderPage(page, results, text);
            var done = shown >= ranks.length && waiting.length === 0;
            if (more) more.hidden = done;
            showCount(done);
          });
        }
        if (more) more.addEventListener("click", function () { next().catch(failed); });
        return next();
      });
    }).catch(failed);
  }

  // Appends results to the page, with the query's words marked in each summary.
  function renderPage(page, results, text) {
    var words = text.toLowerCase().split(/\s+/).filter(function (word) { return word.length > 1; });
    results.forEach(function (entry) {
      var item = document.createElement("li");
      if (entry[5]) item.className = "deprecated";
      var link = document.createElement("a");
      link.href = root + entry[3];
      var name = document.createElement("code");
      name.textContent = (entry[1] ? entry[1] + "." : "") + entry[0];
      link.appendChild(name);
      item.appendChild(link);
      var kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent = " " + entry[2];
      item.appendChild(kind);
      var summary = document.createElement("span");
      summary.className = "task-summary";
      appendMarked(summary, entry[4], words);
      item.appendChild(document.createElement("br"));
      item.appendChild(summary);
      page.appendChild(item);
    });
  }

  // Text nodes and <mark>s only: a summary is never parsed as HTML.
  function appendMarked(element, text, words) {
    var lower = text.toLowerCase(), at = 0;
    while (at < text.length) {
      var next = -1, length = 0;
      words.forEach(function (word) {
        var found = lower.indexOf(word, at);
        if (found >= 0 && (next < 0 || found < next)) { next = found; length = word.length; }
      });
      if (next < 0) { element.appendChild(document.createTextNode(text.slice(at))); return; }
      element.appendChild(document.createTextNode(text.slice(at, next)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(next, next + length);
      element.appendChild(mark);
      at = next + length;
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();
