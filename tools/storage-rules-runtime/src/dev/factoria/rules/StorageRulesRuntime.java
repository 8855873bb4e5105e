package dev.factoria.rules;

import com.google.common.collect.ImmutableList;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.common.AsyncRuntimeFunction;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExecutionRequest;
import com.google.firebase.rules.runtime.v1.ExecutionResponse;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.logging.LogManager;

/**
 * An offline stand-in for Google's cloud-storage-rules-runtime jar, used by the Cloud Storage
 * emulator of firebase-tools when that jar cannot be downloaded.
 *
 * <p>Protocol (firebase-tools lib/emulator/storage/rules/runtime.js): one JSON object per line on
 * stdin and stdout. Requests carry an {@code action} ({@code load_ruleset} or {@code verify});
 * replies carry the same {@code id}. A rule calling {@code firestore.get/exists} makes us ask
 * firebase-tools for the document with {@code action: fetch_firestore_document}; its answer comes
 * back on stdin with the same id and no action. Rules are compiled and evaluated by the Firebase
 * Rules engine that ships inside the Firestore emulator jar.
 */
public final class StorageRulesRuntime {
  private static final PrintStream PROTOCOL_OUT =
      new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);

  private final Map<String, RulesetAst> rulesets = new ConcurrentHashMap<>();
  private final Map<Long, DocumentFetcher> fetchers = new ConcurrentHashMap<>();
  private final ExecutorService workers = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "rules-worker");
    thread.setDaemon(true);
    return thread;
  });

  public static void main(String[] args) throws Exception {
    // The protocol owns stdout; anything a library prints goes to stderr instead.
    System.setOut(System.err);
    LogManager.getLogManager().reset();
    new StorageRulesRuntime().serve();
  }

  private void serve() throws Exception {
    send(obj("id", -1, "status", "ok", "action", "server_ready"));
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) {
        continue;
      }
      JsonObject message = JsonParser.parseString(line).getAsJsonObject();
      if (message.has("action")) {
        workers.execute(() -> handleRequest(message));
      } else {
        DocumentFetcher fetcher = fetchers.get(message.get("id").getAsLong());
        if (fetcher != null) {
          fetcher.complete(message);
        }
      }
    }
    workers.shutdownNow();
  }

  private void handleRequest(JsonObject request) {
    long id = request.get("id").getAsLong();
    try {
      switch (request.get("action").getAsString()) {
        case "load_ruleset" -> loadRuleset(id, request.getAsJsonObject("context"));
        case "verify" -> verify(id, request.getAsJsonObject("context"));
        default -> send(error(id, "unknown action " + request.get("action")));
      }
    } catch (Exception e) {
      send(error(id, String.valueOf(e)));
    }
  }

  private void loadRuleset(long id, JsonObject context) throws Exception {
    Source.Builder source = Source.newBuilder();
    JsonFormat.parser().ignoringUnknownFields().merge(context.get("source").toString(), source);
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone(
        FirebaseRulesLangOptions.builder()
            .allowCrossServiceRules(true)
            .allowTernaryOperator(true)
            .build())
        .compile(source);
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    for (Issue issue : compiled.getIssues()) {
      String text = describe(issue);
      if (issue.getSeverity() == Issue.Severity.ERROR) {
        errors.add(text);
      } else {
        warnings.add(text);
      }
    }
    JsonObject reply = obj("id", id, "status", "ok");
    reply.add("errors", errors);
    reply.add("warnings", warnings);
    if (!compiled.hasCompilationError()) {
      RulesetAst ast = compiled.getRulesetAst();
      rulesets.put(context.get("rulesetName").getAsString(), ast);
      int version = ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1;
      reply.add("result", obj("rulesVersion", version));
    }
    send(reply);
  }

  private void verify(long id, JsonObject context) throws Exception {
    RulesetAst ast = rulesets.get(context.get("rulesetName").getAsString());
    if (ast == null) {
      send(error(id, "ruleset not loaded"));
      return;
    }
    AuthRuleEvaluator.RuleContext.Builder rule = AuthRuleEvaluator.RuleContext.builder()
        .service(context.get("service").getAsString())
        .method(context.get("method").getAsString())
        .path(toPath(context.get("path").getAsString()));
    for (Map.Entry<String, JsonElement> variable :
        context.getAsJsonObject("variables").entrySet()) {
      ExpressionValue.Builder value = ExpressionValue.newBuilder();
      JsonFormat.parser().ignoringUnknownFields().merge(variable.getValue().toString(), value);
      rule.supplyVariable(variable.getKey(), value.build());
    }
    DocumentFetcher fetcher = new DocumentFetcher(id);
    fetchers.put(id, fetcher);
    rule.functions(ImmutableList.of(
        new FirestoreFunction("firestore.get", fetcher, false),
        new FirestoreFunction("firestore.exists", fetcher, true),
        new DebugFunction()));
    ListenableFuture<EvaluationResult> result = new DefaultEvaluator(ast).evaluate(rule.build());
    Futures.addCallback(result, new FutureCallback<>() {
      @Override
      public void onSuccess(EvaluationResult evaluation) {
        fetchers.remove(id);
        JsonObject reply = obj("id", id, "status", "ok");
        reply.add("result", obj("permit", evaluation.permit()));
        reply.add("errors", new JsonArray());
        reply.add("warnings", new JsonArray());
        send(reply);
      }

      @Override
      public void onFailure(Throwable failure) {
        // An evaluation error (a missing field, a null document) denies, as in production.
        fetchers.remove(id);
        JsonObject reply = obj("id", id, "status", "ok");
        reply.add("result", obj("permit", false));
        reply.add("errors", new JsonArray());
        JsonArray warnings = new JsonArray();
        warnings.add(String.valueOf(failure.getMessage()));
        reply.add("warnings", warnings);
        send(reply);
      }
    }, MoreExecutors.directExecutor());
  }

  /**
   * Asks firebase-tools for Firestore documents on behalf of one verify request. firebase-tools
   * tracks one outstanding question per request id, so questions are asked one at a time.
   */
  private final class DocumentFetcher {
    private final long id;
    private ListenableFuture<JsonObject> last = Futures.immediateFuture(null);
    private SettableFuture<JsonObject> pending;

    DocumentFetcher(long id) {
      this.id = id;
    }

    synchronized ListenableFuture<JsonObject> fetch(String path) {
      SettableFuture<JsonObject> answer = SettableFuture.create();
      ListenableFuture<JsonObject> previous = last;
      last = answer;
      previous.addListener(() -> ask(path, answer), workers);
      return answer;
    }

    private void ask(String path, SettableFuture<JsonObject> answer) {
      synchronized (this) {
        pending = answer;
      }
      JsonObject question = obj("id", id, "server_request_id", id,
          "action", "fetch_firestore_document", "status", "ok");
      question.add("context", obj("path", path));
      send(question);
    }

    void complete(JsonObject message) {
      SettableFuture<JsonObject> answer;
      synchronized (this) {
        answer = pending;
        pending = null;
      }
      if (answer != null) {
        answer.set(message);
      }
    }
  }

  private static final class FirestoreFunction implements AsyncRuntimeFunction {
    private final String name;
    private final DocumentFetcher fetcher;
    private final boolean existsOnly;

    FirestoreFunction(String name, DocumentFetcher fetcher, boolean existsOnly) {
      this.name = name;
      this.fetcher = fetcher;
      this.existsOnly = existsOnly;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public ListenableFuture<ExecutionResponse> execute(ExecutionRequest request) {
      if (request.getArgumentsCount() != 1 || !request.getArguments(0).hasPathValue()) {
        return Futures.immediateFailedFuture(
            new IllegalArgumentException(name + " expects one path argument"));
      }
      String path = pathToString(request.getArguments(0).getPathValue());
      return Futures.transform(fetcher.fetch(path), answer -> {
        boolean found = answer != null && "ok".equals(answer.get("status").getAsString())
            && answer.has("result") && answer.get("result").isJsonObject();
        ExpressionValue value;
        if (existsOnly) {
          value = ExpressionValue.newBuilder().setBoolValue(found).build();
        } else if (!found) {
          value = FirestoreValues.NULL;
        } else {
          value = FirestoreValues.resource(path, answer.getAsJsonObject("result"));
        }
        return ExecutionResponse.newBuilder().setValue(value).build();
      }, MoreExecutors.directExecutor());
    }
  }

  private static final class DebugFunction implements AsyncRuntimeFunction {
    @Override
    public String name() {
      return "debug";
    }

    @Override
    public ListenableFuture<ExecutionResponse> execute(ExecutionRequest request) {
      ExpressionValue value = request.getArgumentsCount() > 0
          ? request.getArguments(0) : FirestoreValues.NULL;
      System.err.println("[storage.rules debug] " + value);
      return Futures.immediateFuture(ExecutionResponse.newBuilder().setValue(value).build());
    }
  }

  static ExpressionPathValue toPath(String path) {
    ExpressionPathValue.Builder builder = ExpressionPathValue.newBuilder();
    for (String segment : path.split("/")) {
      if (!segment.isEmpty()) {
        builder.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
      }
    }
    return builder.build();
  }

  static String pathToString(ExpressionPathValue path) {
    List<String> parts = new ArrayList<>();
    for (ExpressionPathSegmentValue segment : path.getSegmentsList()) {
      parts.add(segment.getSimple());
    }
    return "/" + String.join("/", parts);
  }

  private static String describe(Issue issue) {
    return issue.getSourcePosition().getFileName() + ":" + issue.getSourcePosition().getLine()
        + ":" + issue.getSourcePosition().getColumn() + " " + issue.getDescription();
  }

  private static JsonObject error(long id, String message) {
    JsonObject reply = obj("id", id, "status", "error", "message", message);
    JsonArray errors = new JsonArray();
    errors.add(message);
    reply.add("errors", errors);
    reply.add("warnings", new JsonArray());
    return reply;
  }

  static JsonObject obj(Object... keyValues) {
    JsonObject object = new JsonObject();
    for (int i = 0; i < keyValues.length; i += 2) {
      String key = (String) keyValues[i];
      Object value = keyValues[i + 1];
      if (value instanceof JsonElement element) {
        object.add(key, element);
      } else if (value instanceof Number number) {
        object.addProperty(key, number);
      } else if (value instanceof Boolean bool) {
        object.addProperty(key, bool);
      } else if (value == null) {
        object.add(key, JsonNull.INSTANCE);
      } else {
        object.addProperty(key, value.toString());
      }
    }
    return object;
  }

  private static synchronized void send(JsonObject message) {
    // One line per message, flushed at once: the reader splits on newlines.
    PROTOCOL_OUT.print(message.toString() + "\n");
    PROTOCOL_OUT.flush();
  }
}
