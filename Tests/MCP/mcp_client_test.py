#!/usr/bin/env python3
"""`apiref mcp` end to end, driven by the official Python MCP client (the `mcp` package
from PyPI, which scripts/ensure-test-dependencies installs): initialize, list the tools,
call lookup and search, read a page resource, send lines that are not JSON-RPC messages
(raw bytes on standard input) and see the server answer them and the next request, edit a
page and see the next answer change, and end with standard input.

    mcp_client_test.py APIREF CONTENT

CONTENT is a copy of the shipped Content that the test may edit; APIREF_INDEX_DIR should
name a folder of the run's own. Prints one line per check that failed and exits 1 when
any did; every line the server writes on standard output must be a JSON-RPC message.
"""
import json
import os
import sys

try:
    import anyio
    import mcp.types as types
    from mcp import ClientSession, MCPError
    from mcp.shared.message import SessionMessage
except ImportError as error:  # pragma: no cover - the message says what to do
    sys.exit("the mcp package is missing (%s): run scripts/ensure-test-dependencies" % error)

BINARY, CONTENT = sys.argv[1], sys.argv[2]
FAILURES = []


def check(condition, what):
    if not condition:
        FAILURES.append(what)
    return condition


def text_of(result):
    return "".join(item.text for item in result.content if getattr(item, "type", None) == "text")


async def main():
    process = await anyio.open_process([BINARY, "mcp", "--content", CONTENT], stderr=None)
    to_session, from_server = anyio.create_memory_object_stream(100)
    to_server, from_session = anyio.create_memory_object_stream(100)
    # Replies to the raw lines below: their ids are null, or strings the session never uses.
    raw_replies_in, raw_replies = anyio.create_memory_object_stream(100)
    writing = anyio.Lock()

    async def write(data):
        async with writing:
            await process.stdin.send(data)

    async def read_stdout():
        buffer = b""
        async for chunk in process.stdout:
            buffer += chunk
            while b"\n" in buffer:
                line, buffer = buffer.split(b"\n", 1)
                try:
                    message = json.loads(line)
                except ValueError:
                    FAILURES.append("standard output carried a line that is not JSON: %r" % line[:200])
                    continue
                if not check(isinstance(message, dict) and message.get("jsonrpc") == "2.0", "not a JSON-RPC message: %r" % line[:200]):
                    continue
                if "id" in message and (message["id"] is None or isinstance(message["id"], str)):
                    await raw_replies_in.send(message)
                else:
                    await to_session.send(SessionMessage(types.jsonrpc_message_adapter.validate_python(message)))
        await to_session.aclose()

    async def write_stdin():
        async for session_message in from_session:
            await write((session_message.message.model_dump_json(by_alias=True, exclude_unset=True) + "\n").encode())

    async with anyio.create_task_group() as tasks:
        tasks.start_soon(read_stdout)
        tasks.start_soon(write_stdin)
        async with ClientSession(from_server, to_server) as session:
            with anyio.fail_after(120):
                await exercise(session, write, raw_replies)
        await process.stdin.aclose()
        with anyio.fail_after(20):
            status = await process.wait()
        check(status == 0, "apiref mcp ended with status %s when its input closed" % status)
        tasks.cancel_scope.cancel()


async def exercise(session, write, raw_replies):
    initialized = await session.initialize()
    check(initialized.server_info.name == "apiref", "server name: %s" % initialized.server_info.name)
    check(initialized.capabilities.tools is not None and initialized.capabilities.resources is not None, "capabilities: tools and resources")

    listed = await session.list_tools()
    names = [tool.name for tool in listed.tools]
    check(names == ["lookup", "search", "deprecated", "introduced", "changes", "list"], "tools: %s" % names)
    lookup_tool = next((tool for tool in listed.tools if tool.name == "lookup"), None)
    if check(lookup_tool is not None, "a lookup tool"):
        schema = lookup_tool.input_schema
        check(schema.get("required") == ["name"], "lookup requires name: %s" % schema.get("required"))
        check(set(schema.get("properties", {})) == {"name", "member", "syntax", "language"}, "lookup's parameters: %s" % schema.get("properties"))
        check(schema["properties"]["syntax"].get("enum") == ["swift", "objc"], "syntax is swift or objc")

    # The client validates each structured result against the tool's output schema.
    looked_up = await session.call_tool("lookup", {"name": "UITableViewCell", "member": "accessoryType"})
    page = text_of(looked_up)
    check(not looked_up.is_error, "lookup UITableViewCell accessoryType: an error: %s" % page[:300])
    check(page.startswith("# `UITableViewCell.accessoryType`"), "lookup's title: %r" % page[:80])
    check("```swift\nvar accessoryType: UITableViewCell.AccessoryType { get set }\n```" in page, "the Swift declaration")
    check("```objc\n@property(nonatomic) UITableViewCellAccessoryType accessoryType\n```" in page, "the Objective-C declaration")
    structured = looked_up.structured_content or {}
    check(structured.get("status") == "found" and structured.get("symbol", {}).get("id") == "UIKit/UITableViewCell/accessoryType",
          "lookup's structured content: %s" % json.dumps(structured)[:300])
    check(any(getattr(item, "type", None) == "resource_link" and str(item.uri) == "apiref://UIKit/UITableViewCell" for item in looked_up.content),
          "lookup links the page's resource")

    searched = await session.call_tool("search", {"query": "reuse"})
    results = (searched.structured_content or {}).get("results", [])
    check(not searched.is_error and len(results) > 0, "search reuse found nothing")
    check(any(result["symbol"]["name"] == "reuseIdentifier" for result in results), "search reuse finds reuseIdentifier")
    check("reuseIdentifier" in text_of(searched), "search's Markdown names reuseIdentifier")

    resources = await session.list_resources()
    uris = [str(resource.uri) for resource in resources.resources]
    check("apiref://UIKit/UITableViewCell" in uris, "resources list UITableViewCell's page (%d listed)" % len(uris))
    read = await session.read_resource("apiref://UIKit/UITableViewCell")
    contents = read.contents[0] if read.contents else None
    check(contents is not None and contents.mime_type == "text/markdown", "the page is Markdown")
    check(contents is not None and contents.text.startswith("# UITableViewCell\n") and "### `accessoryType`" in contents.text,
          "the page resource has the class and every member's entry")
    japanese = await session.read_resource("apiref://UIKit/UITableViewCell?lang=ja")
    check("## 概要" in japanese.contents[0].text, "?lang=ja reads the Japanese page")
    templates = await session.list_resource_templates()
    check([template.uri_template for template in templates.resource_templates] == ["apiref://{framework}/{page}{?lang}"], "the page template")

    # Lines that are not JSON-RPC messages: each is answered, and the server goes on.
    for raw, code in [(b'{"jsonrpc": "2.0", "id": 41, "method": \xff\xfe\n', -32700),
                      (b"this is not JSON\n", -32700),
                      (b'{"jsonrpc": "2.0", "id": "raw-1", "method": 5}\n', -32600)]:
        await write(raw)
        with anyio.fail_after(10):
            reply = await raw_replies.receive()
        check(reply.get("error", {}).get("code") == code, "%r answered %s" % (raw[:40], reply))
    # Arguments of the wrong type, sent as the client would not: an error result.
    await write(b'{"jsonrpc":"2.0","id":"raw-2","method":"tools/call","params":{"name":"search","arguments":{"query":"reuse","limit":"ten"}}}\n')
    with anyio.fail_after(10):
        reply = await raw_replies.receive()
    result = reply.get("result", {})
    check(result.get("isError") is True and "'limit' must be an integer" in result.get("content", [{}])[0].get("text", ""),
          "a limit that is not an integer: %s" % json.dumps(reply)[:300])
    try:
        await session.call_tool("lookdown", {"name": "UITableViewCell"})
        check(False, "an unknown tool did not fail")
    except MCPError as error:
        check(error.error.code == -32602, "an unknown tool: %s" % error.error)
    again = await session.call_tool("lookup", {"name": "UITableView", "member": "dequeueReusableCell"})
    check(not again.is_error and (again.structured_content or {}).get("status") == "ambiguous", "the server answers after malformed input")
    check(len((again.structured_content or {}).get("candidates", [])) == 2, "dequeueReusableCell names two candidates")

    # An edited page is reindexed before the next answer.
    path = os.path.join(CONTENT, "UIKit", "UITableViewCell.md")
    with open(path, encoding="utf-8") as handle:
        source = handle.read()
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(source.replace("The standard accessory the cell shows", "The accessory a cell shows"))
    edited = text_of(await session.call_tool("lookup", {"name": "UITableViewCell", "member": "accessoryType"}))
    check("The accessory a cell shows" in edited, "the lookup after an edit: %r" % edited[:200])


anyio.run(main)
for failure in FAILURES:
    print("FAIL", failure)
print("checks failed: %d" % len(FAILURES))
sys.exit(1 if FAILURES else 0)
