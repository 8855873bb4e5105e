package dev.factoria.rules;

import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.ByteString;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.text.ParseException;
import java.util.Base64;
import java.util.Map;

/** Converts Firestore REST documents (as firebase-tools returns them) into rules values. */
final class FirestoreValues {
  static final ExpressionValue NULL =
      ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();

  private FirestoreValues() {}

  /** The shape rules see from firestore.get(): {__name__, id, data}. */
  static ExpressionValue resource(String path, JsonObject document) {
    String[] segments = path.split("/");
    ExpressionMapValue.Builder resource = ExpressionMapValue.newBuilder()
        .putFields("__name__", ExpressionValue.newBuilder()
            .setPathValue(StorageRulesRuntime.toPath(path)).build())
        .putFields("id", ExpressionValue.newBuilder()
            .setStringValue(segments[segments.length - 1]).build())
        .putFields("data", map(document.has("fields")
            ? document.getAsJsonObject("fields") : new JsonObject()));
    return ExpressionValue.newBuilder().setMapValue(resource).build();
  }

  private static ExpressionValue map(JsonObject fields) {
    ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
    for (Map.Entry<String, JsonElement> field : fields.entrySet()) {
      map.putFields(field.getKey(), value(field.getValue().getAsJsonObject()));
    }
    return ExpressionValue.newBuilder().setMapValue(map).build();
  }

  private static ExpressionValue value(JsonObject value) {
    ExpressionValue.Builder out = ExpressionValue.newBuilder();
    if (value.has("stringValue")) {
      return out.setStringValue(value.get("stringValue").getAsString()).build();
    }
    if (value.has("booleanValue")) {
      return out.setBoolValue(value.get("booleanValue").getAsBoolean()).build();
    }
    if (value.has("integerValue")) {
      return out.setIntValue(Long.parseLong(value.get("integerValue").getAsString())).build();
    }
    if (value.has("doubleValue")) {
      return out.setFloatValue(value.get("doubleValue").getAsDouble()).build();
    }
    if (value.has("timestampValue")) {
      try {
        return out.setTimestampValue(Timestamps.parse(value.get("timestampValue").getAsString()))
            .build();
      } catch (ParseException e) {
        throw new IllegalArgumentException(e);
      }
    }
    if (value.has("bytesValue")) {
      return out.setBytesValue(ByteString.copyFrom(
          Base64.getDecoder().decode(value.get("bytesValue").getAsString()))).build();
    }
    if (value.has("referenceValue")) {
      String reference = value.get("referenceValue").getAsString();
      int documents = reference.indexOf("/databases/");
      return out.setPathValue(StorageRulesRuntime.toPath(
          documents >= 0 ? reference.substring(documents) : reference)).build();
    }
    if (value.has("geoPointValue")) {
      JsonObject point = value.getAsJsonObject("geoPointValue");
      return out.setLatlngValue(LatLng.newBuilder()
          .setLatitude(point.has("latitude") ? point.get("latitude").getAsDouble() : 0)
          .setLongitude(point.has("longitude") ? point.get("longitude").getAsDouble() : 0))
          .build();
    }
    if (value.has("mapValue")) {
      JsonObject mapValue = value.getAsJsonObject("mapValue");
      return map(mapValue.has("fields") ? mapValue.getAsJsonObject("fields") : new JsonObject());
    }
    if (value.has("arrayValue")) {
      ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
      JsonObject array = value.getAsJsonObject("arrayValue");
      if (array.has("values")) {
        for (JsonElement element : array.getAsJsonArray("values")) {
          list.addValues(value(element.getAsJsonObject()));
        }
      }
      return out.setListValue(list).build();
    }
    return NULL;
  }
}
